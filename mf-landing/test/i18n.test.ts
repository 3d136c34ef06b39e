import { missingKeys } from '@ps/web/intl';
import { landingMessages } from '../src/i18n/messages';

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
