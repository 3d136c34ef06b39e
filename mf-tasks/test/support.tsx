import type { ReactElement } from 'react';
import type { Language } from '@ps/contracts/auth';
import { renderRemote as renderRemoteWith } from '@ps/web/test-utils';
import { messages } from '../src/i18n/messages';

export const renderRemote = (ui: ReactElement, options?: { language?: Language }) =>
  renderRemoteWith(messages, ui, options);

/**
 * Whether `text` is drawn struck through: a line drawn through an element is drawn through the
 * text of everything inside it, so the line may be set on an element around the text.
 */
export function isStruckThrough(text: HTMLElement): boolean {
  for (let element: HTMLElement | null = text; element; element = element.parentElement) {
    if (getComputedStyle(element).textDecoration.includes('line-through')) return true;
  }
  return false;
}
