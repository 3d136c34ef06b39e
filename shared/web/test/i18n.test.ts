import { missingKeys, webMessages } from '../src/intl';

it('the shared kit has every message in every language', () => {
  expect(missingKeys(webMessages)).toEqual({ en: [], fr: [], ar: [] });
});
