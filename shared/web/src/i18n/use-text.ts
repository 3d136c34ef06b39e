import { createUseText } from '@ps/web/text';
import type en from './en.json';

export type WebMessageId = Extract<keyof typeof en, string>;

/** The web kit's own translator: message ids are checked against its English catalogue. */
export const useText = createUseText<typeof en>();
