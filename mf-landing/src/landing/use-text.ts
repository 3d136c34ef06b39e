import { createUseText } from '@ps/web/text';
import type en from '../i18n/en.json';

export type LandingMessageId = Extract<keyof typeof en, string>;

/** The landing's translator: message ids are checked against its English catalogue. */
export const useText = createUseText<typeof en>();
