import { missingKeys } from '@ps/web/intl';
import { pomodoroMessages } from '../src/i18n/messages';

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
