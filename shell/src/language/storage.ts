import { LANGUAGE_COOKIE } from '@ps/contracts/api';
import type { Language, User } from '@ps/contracts/auth';
import { DEFAULT_LANGUAGE, isRtl } from '@ps/contracts/language';
import { isLanguage } from '@ps/web/intl';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A visitor's choice lives in one cookie, read by everything that shows the page in a language:
 * the gateway (the prerendered landing), the before-paint script (scripts/before-paint.ts) and the app.
 */
export function storedLanguage(): Language {
  // No document where the frame is prerendered: the signed-in user's language decides there.
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const value = document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The page's language: a signed-in user's own (kept on the server), else this browser's choice. */
export function languageFor(
  user: Pick<User, 'language'> | null | undefined,
  browserLanguage: Language = storedLanguage(),
): Language {
  return user?.language ?? browserLanguage;
}

export function storeLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The whole document turns with the language: screen readers, fonts, scrollbars, MUI. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}
