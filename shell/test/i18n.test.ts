import { missingKeys } from '@ps/web/intl';
import { shellMessages } from '../src/i18n/messages';

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
