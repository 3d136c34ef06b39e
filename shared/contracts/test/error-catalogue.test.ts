import { parse } from '@formatjs/icu-messageformat-parser';
import ar from '../src/i18n/ar.json';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import { errorBodySchema } from '../src/error-body';
import { englishErrorText, errorCodeOfText, type ErrorCode } from '../src/errors';
import { habitInputSchema } from '../src/habits';
import { signupSchema } from '../src/auth';

describe('the error catalogue', () => {
  it('has the same codes in English, French and Arabic, each valid ICU', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const catalogue of [en, fr, ar]) {
      for (const text of Object.values(catalogue)) expect(() => parse(text)).not.toThrow();
    }
  });

  it('names every English text once, so a text finds its code again', () => {
    for (const id of Object.keys(en)) {
      const code = id.slice('error.'.length) as ErrorCode;
      expect(errorCodeOfText(englishErrorText(code))).toBe(code);
    }
  });

  it('gives the schemas’ validation messages their codes', () => {
    const habit = habitInputSchema.safeParse({ startDate: '2026-01-01' });
    expect(errorCodeOfText(habit.error!.issues[0]!.message)).toBe('habitNameRequired');
    const signup = signupSchema.safeParse({ username: 'ab', password: 'secret1' });
    expect(errorCodeOfText(signup.error!.issues[0]!.message)).toBe('usernameMin');
  });

  it('accepts only known codes in an error body', () => {
    expect(errorBodySchema.safeParse({ message: 'x', code: 'habitNotFound' }).success).toBe(true);
    expect(errorBodySchema.safeParse({ message: 'x', code: 'noSuchCode' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ message: 'Username already exists' }).success).toBe(false);
  });
});
