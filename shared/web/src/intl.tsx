import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '@ps/contracts/auth';
import { DEFAULT_LANGUAGE } from '@ps/contracts/language';
import errorsAr from '@ps/contracts/i18n/ar.json';
import errorsEn from '@ps/contracts/i18n/en.json';
import errorsFr from '@ps/contracts/i18n/fr.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

export type Messages = Record<string, string>;
export type MessagesByLanguage = Record<Language, Messages>;

export const LANGUAGES: readonly Language[] = ['en', 'fr', 'ar'];

/**
 * Strings of the shared kit itself (error toasts, the unavailable panel), with the texts of every
 * API error code, so any screen can say what the server refused in the user's language.
 */
export const webMessages: MessagesByLanguage = {
  en: { ...errorsEn, ...en },
  fr: { ...errorsFr, ...fr },
  ar: { ...errorsAr, ...ar },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const merged = new WeakMap<MessagesByLanguage, Partial<Record<Language, Messages>>>();

/**
 * A language's messages over English, so a missing key falls back to English. The same object
 * each time for the same catalogue and language: an IntlProvider given a new one builds a new
 * intl object, and every text under it draws again.
 */
export function withFallback(messages: MessagesByLanguage, language: Language): Messages {
  const byLanguage = merged.get(messages) ?? {};
  merged.set(messages, byLanguage);
  return (byLanguage[language] ??= {
    ...webMessages.en,
    ...messages.en,
    ...webMessages[language],
    ...messages[language],
  });
}

/**
 * Each remote wraps its exposed tree in this: it reads the language the shell's provider set
 * and supplies the remote's own messages (plus the kit's) for it.
 */
export function RemoteIntlProvider({
  messages,
  children,
}: {
  messages: MessagesByLanguage;
  children: ReactNode;
}) {
  const outer = useIntl();
  const language = isLanguage(outer.locale) ? outer.locale : DEFAULT_LANGUAGE;
  return (
    <IntlProvider
      locale={language}
      defaultLocale={DEFAULT_LANGUAGE}
      messages={withFallback(messages, language)}
      timeZone={outer.timeZone}
    >
      {children}
    </IntlProvider>
  );
}

/** For tests: every language has exactly the keys English has. */
export function missingKeys(messages: MessagesByLanguage): Record<Language, string[]> {
  const reference = Object.keys(messages.en);
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      [
        ...reference.filter((key) => !(key in messages[language])),
        ...Object.keys(messages[language]).filter((key) => !(key in messages.en)),
      ],
    ]),
  ) as Record<Language, string[]>;
}
