import { createUseText } from '@ps/web/text';
import type { ShellCatalogue } from '../../i18n/use-text';
import type en from './en.json';

/** The sign-in page's messages, with the shell's and the web kit's around them. */
type Catalogue = typeof en & ShellCatalogue;

export type LoginMessageId = Extract<keyof Catalogue, string>;

/** The page's translator: message ids are checked against the English catalogues. */
export const useText = createUseText<Catalogue>();
