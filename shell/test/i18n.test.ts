import { missingKeys, type MessagesByLanguage } from '@ps/web/intl';
import ar from '../src/i18n/ar.json';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import loginAr from '../src/login/i18n/ar.json';
import loginEn from '../src/login/i18n/en.json';
import loginFr from '../src/login/i18n/fr.json';
import yourDataAr from '../src/your-data/i18n/ar.json';
import yourDataEn from '../src/your-data/i18n/en.json';
import yourDataFr from '../src/your-data/i18n/fr.json';

/** The catalogues' files, as each language downloads them. */
const shellMessages: MessagesByLanguage = { en, fr, ar };
const loginMessages: MessagesByLanguage = { en: loginEn, fr: loginFr, ar: loginAr };
const yourDataMessages: MessagesByLanguage = { en: yourDataEn, fr: yourDataFr, ar: yourDataAr };

it('the shell has every message in English, French and Arabic', () => {
  expect(missingKeys(shellMessages)).toEqual({ en: [], fr: [], ar: [] });
  expect(missingKeys(loginMessages)).toEqual({ en: [], fr: [], ar: [] });
  expect(missingKeys(yourDataMessages)).toEqual({ en: [], fr: [], ar: [] });
});

it('keeps the product’s English wording', () => {
  expect(loginMessages.en).toMatchObject({
    'login.signIn.title': 'Welcome back',
    'login.signUp.title': 'Create account',
    'login.toSignUp': "Don't have an account? Sign up",
    'login.toSignIn': 'Already have an account? Sign in',
    'login.demo': 'Try Demo Account',
  });
  expect(shellMessages.en).toMatchObject({
    'notFound.title': '404 Page Not Found',
    'install.description': 'Get quick access to your productivity tools',
    'logout.failure.description': 'Something went wrong. Please try again.',
  });
});
