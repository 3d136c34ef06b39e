import type { Language } from '@ps/contracts/auth';
import { defineCatalogue } from '@ps/web/intl';

/** The landing page's texts with the kit's, a language downloaded when the page speaks it. */
export const landingMessages = defineCatalogue({
  en: () => import(/* webpackChunkName: "messages-en" */ './en.json'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './fr.json'),
  ar: () => import(/* webpackChunkName: "messages-ar" */ './ar.json'),
});

/** Exported by each exposed module: the shell downloads the texts with the code. */
export const loadTexts = (language: Language) => landingMessages.load(language);
