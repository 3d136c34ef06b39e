import type { IntlShape } from 'react-intl';
import type * as z from 'zod/mini';
import { loginSchema, signupSchema } from '@ps/contracts/auth';

export type Mode = 'signIn' | 'signUp';

export interface LoginFields {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type FieldErrors = Partial<Record<keyof LoginFields, string>>;

/** The contracts' English validation messages and their message ids. */
const MESSAGE_IDS: Record<string, string> = {
  'Username is required': 'validation.usernameRequired',
  'Password is required': 'validation.passwordRequired',
  'Username must be at least 3 characters': 'validation.usernameMin',
  'Username must be at most 50 characters': 'validation.usernameMax',
  'Password must be at least 6 characters': 'validation.passwordMin',
  'Password must be at most 200 characters': 'validation.passwordMax',
  'Invalid email': 'validation.invalidEmail',
  'Keep it under 100 characters': 'validation.tooLong',
};

function translate(intl: IntlShape, message: string): string {
  const id = MESSAGE_IDS[message];
  return id ? intl.formatMessage({ id }) : message;
}

/**
 * Checks the form with the same schema the server uses (sign-in: presence; sign-up: the
 * registration rules) and returns the first message per field, translated.
 */
export function validate(mode: Mode, fields: LoginFields, intl: IntlShape): FieldErrors {
  const schema: z.ZodMiniType = mode === 'signIn' ? loginSchema : signupSchema;
  const input =
    mode === 'signIn' ? { username: fields.username, password: fields.password } : fields;
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginFields;
    errors[field] ??= translate(intl, issue.message);
  }
  return errors;
}
