import { defineCatalogue } from '@ps/web/intl';

/** The shell's texts with the kit's, a language downloaded when the page speaks it (one file with the kit's). */
export const shellMessages = defineCatalogue({
  en: () => import(/* webpackChunkName: "messages-en" */ './en.json'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './fr.json'),
  ar: () => import(/* webpackChunkName: "messages-ar" */ './ar.json'),
});
