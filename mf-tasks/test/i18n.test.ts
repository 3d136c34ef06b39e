import { missingKeys, type MessagesByLanguage } from '@ps/web/intl';
import ar from '../src/i18n/ar.json';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';

/** The catalogue's files, as each language downloads them. */
const messages: MessagesByLanguage = { en, fr, ar };

it('has every message of mf-tasks in English, French and Arabic', () => {
  expect(missingKeys(messages)).toEqual({ en: [], fr: [], ar: [] });
});
