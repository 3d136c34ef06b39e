import { LANGUAGE_COOKIE } from '@ps/contracts/api';
import type { Language } from '@ps/contracts/auth';
import { DEFAULT_LANGUAGE, isLanguage, isRtl } from '@ps/web/intl';

/**
 * The visitor's choice is kept twice under one name: in localStorage, which the app reads, and in
 * a cookie, which the gateway and public/language-before-paint.js read before any script runs.
 */
const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE;

export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}

/** The whole document turns with the language: screen readers, fonts, scrollbars, MUI. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}
