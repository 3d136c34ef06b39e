import { kitCatalogue, missingKeys } from '../src/intl';

it('the shared kit has every message in every language', async () => {
  expect(missingKeys(await kitCatalogue.every())).toEqual({ en: [], fr: [], ar: [] });
});
