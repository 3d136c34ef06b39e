import { missingKeys, type MessagesByLanguage } from '@ps/web/intl';
import ar from '../src/i18n/ar.json';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';

/** The catalogue's files, as each language downloads them. */
const pomodoroMessages: MessagesByLanguage = { en, fr, ar };

it('has every message in every language', () => {
  expect(missingKeys(pomodoroMessages)).toEqual({ en: [], fr: [], ar: [] });
});

it('is translated, not copied from English', () => {
  const same = (language: 'fr' | 'ar') =>
    Object.keys(pomodoroMessages.en).filter(
      (key) =>
        pomodoroMessages[language][key] === pomodoroMessages.en[key] &&
        !/^\{?[\w\s,#{}/·]*\}?$/.test(pomodoroMessages.en[key]!) &&
        key !== 'pomodoro.sites.placeholder',
    );
  expect(same('fr')).toEqual([]);
  expect(same('ar')).toEqual([]);
});
