import { createIntl } from 'react-intl';
import { LANGUAGES, missingKeys, type MessagesByLanguage } from '@ps/web/intl';
import ar from '../src/i18n/ar.json';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';

/** The catalogue's files, as each language downloads them. */
const progressMessages: MessagesByLanguage = { en, fr, ar };

/**
 * The argument names a message uses: `{count, plural, …}` and `{rate}` give count and rate;
 * the branches of a plural (`one {day}`) are text, not arguments.
 */
function argumentsOf(message: string): string[] {
  const argument = /(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{\s*(\w+)\s*[,}]/g;
  return [...new Set([...message.matchAll(argument)].map((match) => match[1]))].sort();
}

describe('progress messages', () => {
  it('has every key in English, French and Arabic', () => {
    expect(missingKeys(progressMessages)).toEqual({ en: [], fr: [], ar: [] });
  });

  it('has no empty message', () => {
    for (const messages of Object.values(progressMessages)) {
      expect(Object.entries(messages).filter(([, text]) => !text.trim())).toEqual([]);
    }
  });

  it('uses the same arguments as English in every language', () => {
    for (const language of LANGUAGES) {
      const mismatched = Object.entries(progressMessages.en).filter(
        ([id, english]) =>
          argumentsOf(progressMessages[language][id]!).join() !== argumentsOf(english).join(),
      );
      expect({ language, mismatched }).toEqual({ language, mismatched: [] });
    }
  });

  it.each(LANGUAGES)('formats every %s message without an error, plurals included', (language) => {
    const errors: unknown[] = [];
    const intl = createIntl({
      locale: language,
      messages: progressMessages[language],
      onError: (error) => errors.push(error),
    });
    const values = {
      done: '1',
      total: '30',
      rate: '70%',
      hours: '1.5',
      change: '+1',
      date: 'd',
      status: 's',
    };
    for (const id of Object.keys(progressMessages.en)) {
      for (const count of [0, 1, 2, 3, 11, 100]) intl.formatMessage({ id }, { ...values, count });
    }
    expect(errors).toEqual([]);
  });
});
