import { LANGUAGE_COOKIE } from '@ps/contracts/api';
import type { Language } from '@ps/contracts/auth';
import { DEFAULT_LANGUAGE, isLanguage, isRtl } from '@ps/web/intl';

/** public/language-before-paint.js reads the same key before the first paint (lang, dir). */
export const LANGUAGE_STORAGE_KEY = 'ps.language';

export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  // The gateway reads the cookie to send the prerendered landing page in this language.
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
