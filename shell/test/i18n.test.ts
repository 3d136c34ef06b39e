import { missingKeys, type MessagesByLanguage } from '@ps/web/intl';
import ar from '../src/i18n/ar.json';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';

/** The catalogue's files, as each language downloads them. */
const shellMessages: MessagesByLanguage = { en, fr, ar };

it('the shell has every message in English, French and Arabic', () => {
  expect(missingKeys(shellMessages)).toEqual({ en: [], fr: [], ar: [] });
});

it('keeps the product’s English wording', () => {
  expect(shellMessages.en).toMatchObject({
    'login.signIn.title': 'Welcome back',
    'login.signUp.title': 'Create account',
    'login.toSignUp': "Don't have an account? Sign up",
    'login.toSignIn': 'Already have an account? Sign in',
    'login.demo': 'Try Demo Account',
    'notFound.title': '404 Page Not Found',
    'install.description': 'Get quick access to your productivity tools',
    'logout.failure.description': 'Something went wrong. Please try again.',
  });
});
