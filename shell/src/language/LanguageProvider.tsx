import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { EmotionCache } from '@emotion/cache';
import type { Language } from '@ps/contracts/auth';
import { DEFAULT_LANGUAGE } from '@ps/contracts/language';
import { useCurrentUser } from '@ps/web/auth';
import { useCatalogue } from '@ps/web/intl';
import { AppThemeProvider, prepareDirection } from '@ps/web/theme';
import { shellMessages } from '../i18n/messages';
import { applyDocumentLanguage, languageFor, storedLanguage, storeLanguage } from './storage';

interface LanguageState {
  language: Language;
  /** The browser's choice (visitors); a signed-in user's choice lives on the server. */
  setBrowserLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguageState(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguageState needs the LanguageProvider');
  return state;
}

/**
 * The one IntlProvider and theme of the page. A signed-in user's language comes from the
 * server (user.language); a visitor's from the language cookie.
 */
export function LanguageProvider({
  children,
  emotionCache,
}: {
  children: ReactNode;
  /** The page's cache by default; the frame's prerender passes a fresh one. */
  emotionCache?: EmotionCache;
}) {
  const { user } = useCurrentUser();
  const [browserLanguage, setBrowserLanguage] = useState<Language>(storedLanguage);
  const language = languageFor(user, browserLanguage);
  // Arabic's styling plugin downloads beside its texts, not after them.
  prepareDirection(language)?.catch(() => undefined);
  const messages = useCatalogue(shellMessages, language);

  useEffect(() => {
    applyDocumentLanguage(language);
    storeLanguage(language);
  }, [language]);

  return (
    <LanguageContext.Provider value={{ language, setBrowserLanguage }}>
      <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={messages}>
        <AppThemeProvider language={language} cache={emotionCache}>
          {children}
        </AppThemeProvider>
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
