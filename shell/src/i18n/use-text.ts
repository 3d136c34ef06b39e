import { createUseText } from '@ps/web/text';
import type webEn from '@ps/web/i18n/en.json';
import type en from './en.json';

/** The shell's messages and the web kit's (loading, a remote that failed), which it shows too. */
export type ShellCatalogue = typeof en & typeof webEn;

export type ShellMessageId = Extract<keyof ShellCatalogue, string>;

/** The shell's translator: message ids are checked against the English catalogues. */
export const useText = createUseText<ShellCatalogue>();
