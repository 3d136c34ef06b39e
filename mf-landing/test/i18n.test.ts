import { missingKeys, type MessagesByLanguage } from '@ps/web/intl';
import ar from '../src/i18n/ar.json';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';

/** The catalogue's files, as each language downloads them. */
const landingMessages: MessagesByLanguage = { en, fr, ar };

describe('landing messages', () => {
  it('has every key in English, French and Arabic', () => {
    expect(missingKeys(landingMessages)).toEqual({ en: [], fr: [], ar: [] });
  });

  it('has no empty message', () => {
    for (const messages of Object.values(landingMessages)) {
      expect(Object.entries(messages).filter(([, text]) => !text.trim())).toEqual([]);
    }
  });
});
