import { defineCatalogue } from '@ps/web/intl';

/**
 * The Your data page's texts, a language downloaded with the page's code when it first opens:
 * the other pages never need them (about 1 KB gzipped of every start in the shell's catalogue).
 */
export const yourDataMessages = defineCatalogue({
  en: () => import(/* webpackChunkName: "your-data-en" */ './en.json'),
  fr: () => import(/* webpackChunkName: "your-data-fr" */ './fr.json'),
  ar: () => import(/* webpackChunkName: "your-data-ar" */ './ar.json'),
});
