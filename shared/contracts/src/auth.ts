import * as z from 'zod/mini';
import { isoDateSchema, timeZoneSchema } from '@ps/contracts/dates';
import { weekStarts } from '@ps/contracts/habit-schedule';
import { englishErrorText } from '@ps/contracts/errors';
import { languages, type Language } from '@ps/contracts/language';

export { languages, type Language };

/**
 * Usernames and emails are matched without regard to case, identically on SQLite and MySQL:
 * both are stored and looked up in lower case.
 */
const normalizeCase = (value: string) => value.toLowerCase();

/** Sign-in form: presence only; a wrong password is the server's to say. */
export const loginSchema = z.object({
  username: z.pipe(
    z
      .string({ message: englishErrorText('usernameRequired') })
      .check(z.trim(), z.minLength(1, englishErrorText('usernameRequired'))),
    z.transform(normalizeCase),
  ),
  password: z
    .string({ message: englishErrorText('passwordRequired') })
    .check(z.minLength(1, englishErrorText('passwordRequired'))),
});
export type LoginInput = z.infer<typeof loginSchema>;

const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `Keep it under ${max} characters`))),
    z.transform((value: string | null | undefined) => value || null),
  );

/** Registration: username 3–50 characters, password 6–200, enforced on both sides. */
export const signupSchema = z.object({
  username: z.pipe(
    z
      .string({ message: englishErrorText('usernameRequired') })
      .check(
        z.trim(),
        z.minLength(1, englishErrorText('usernameRequired')),
        z.minLength(3, englishErrorText('usernameMin')),
        z.maxLength(50, englishErrorText('usernameMax')),
      ),
    z.transform(normalizeCase),
  ),
  password: z
    .string({ message: englishErrorText('passwordRequired') })
    .check(
      z.minLength(1, englishErrorText('passwordRequired')),
      z.minLength(6, englishErrorText('passwordMin')),
      z.maxLength(200, englishErrorText('passwordMax')),
    ),
  email: z.pipe(
    z.nullish(
      z.union([
        z.literal(''),
        z
          .email(englishErrorText('invalidEmail'))
          .check(z.maxLength(254, englishErrorText('invalidEmail'))),
      ]),
    ),
    z.transform((value: string | null | undefined) => (value ? normalizeCase(value) : null)),
  ),
  firstName: optionalText(100),
  lastName: optionalText(100),
});
export type SignupInput = z.input<typeof signupSchema>;

const vacationDaySchema = z.pipe(
  z.string({ message: englishErrorText('vacationInvalid') }),
  isoDateSchema,
);

export const vacationSchema = z
  .object(
    { from: vacationDaySchema, to: vacationDaySchema },
    { message: englishErrorText('vacationInvalid') },
  )
  .check(
    z.refine((vacation) => vacation.from <= vacation.to, {
      message: englishErrorText('vacationInvalid'),
    }),
  );
export type Vacation = z.infer<typeof vacationSchema>;

export const updateUserSchema = z.strictObject({
  language: z.optional(z.enum(languages, { message: englishErrorText('languageInvalid') })),
  timezone: z.optional(timeZoneSchema),
  firstName: optionalText(100),
  lastName: optionalText(100),
  weekStart: z.optional(z.enum(weekStarts, { message: englishErrorText('weekStartInvalid') })),
  /** Days every habit counts as skipped; null ends the vacation. */
  vacation: z.optional(z.nullable(vacationSchema)),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** The current user as the API returns it; never the password hash. */
export const userSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
  language: z.enum(languages),
  timezone: z.string(),
  /** The first day of the user's week: their choice, else their language's default. */
  weekStart: z.optional(z.enum(weekStarts)),
  vacation: z._default(z.nullable(vacationSchema), null),
  isDemo: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Name for the welcome line: first name, else username, else 'User'. */
export function displayName(user: Pick<User, 'firstName' | 'username'> | null | undefined): string {
  return user?.firstName || user?.username || 'User';
}
