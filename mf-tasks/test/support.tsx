import type { ReactElement } from 'react';
import type { Language } from '@ps/contracts/auth';
import { renderRemote as renderRemoteWith } from '@ps/web/test-utils';
import { messages } from '../src/i18n/messages';

export const renderRemote = (ui: ReactElement, options?: { language?: Language }) =>
  renderRemoteWith(messages, ui, options);
