import { missingKeys } from '@ps/web/intl';
import { messages } from '../src/i18n/messages';

it('has every message of mf-tasks in English, French and Arabic', () => {
  expect(missingKeys(messages)).toEqual({ en: [], fr: [], ar: [] });
});
