import { defineCatalogue } from '@ps/web/intl';

/**
 * The sign-in and sign-up page's texts, a language downloaded with the page's code: a signed-in
 * person's pages never need them.
 */
export const loginMessages = defineCatalogue({
  en: () => import(/* webpackChunkName: "login-en" */ './en.json'),
  fr: () => import(/* webpackChunkName: "login-fr" */ './fr.json'),
  ar: () => import(/* webpackChunkName: "login-ar" */ './ar.json'),
});
