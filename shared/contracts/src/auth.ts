import { z } from 'zod';
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
  username: z
    .string({ message: englishErrorText('usernameRequired') })
    .trim()
    .min(1, englishErrorText('usernameRequired'))
    .transform(normalizeCase),
  password: z
    .string({ message: englishErrorText('passwordRequired') })
    .min(1, englishErrorText('passwordRequired')),
});
export type LoginInput = z.infer<typeof loginSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep it under ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** Registration: username 3–50 characters, password 6–200, enforced on both sides. */
export const signupSchema = z.object({
  username: z
    .string({ message: englishErrorText('usernameRequired') })
    .trim()
    .min(1, englishErrorText('usernameRequired'))
    .min(3, englishErrorText('usernameMin'))
    .max(50, englishErrorText('usernameMax'))
    .transform(normalizeCase),
  password: z
    .string({ message: englishErrorText('passwordRequired') })
    .min(1, englishErrorText('passwordRequired'))
    .min(6, englishErrorText('passwordMin'))
    .max(200, englishErrorText('passwordMax')),
  email: z
    .union([
      z.literal(''),
      z.email(englishErrorText('invalidEmail')).max(254, englishErrorText('invalidEmail')),
    ])
    .nullish()
    .transform((value) => (value ? normalizeCase(value) : null)),
  firstName: optionalText(100),
  lastName: optionalText(100),
});
export type SignupInput = z.input<typeof signupSchema>;

export const vacationSchema = z
  .object(
    {
      from: z.string({ message: englishErrorText('vacationInvalid') }).pipe(isoDateSchema),
      to: z.string({ message: englishErrorText('vacationInvalid') }).pipe(isoDateSchema),
    },
    { message: englishErrorText('vacationInvalid') },
  )
  .refine((vacation) => vacation.from <= vacation.to, {
    message: englishErrorText('vacationInvalid'),
  });
export type Vacation = z.infer<typeof vacationSchema>;

export const updateUserSchema = z
  .object({
    language: z.enum(languages, { message: englishErrorText('languageInvalid') }).optional(),
    timezone: timeZoneSchema.optional(),
    firstName: optionalText(100),
    lastName: optionalText(100),
    weekStart: z.enum(weekStarts, { message: englishErrorText('weekStartInvalid') }).optional(),
    /** Days every habit counts as skipped; null ends the vacation. */
    vacation: vacationSchema.nullable().optional(),
  })
  .strict();
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** The current user as the API returns it; never the password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  language: z.enum(languages),
  timezone: z.string(),
  /** The first day of the user's week: their choice, else their language's default. */
  weekStart: z.enum(weekStarts).optional(),
  vacation: vacationSchema.nullable().default(null),
  isDemo: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Name for the welcome line: first name, else username, else 'User'. */
export function displayName(user: Pick<User, 'firstName' | 'username'> | null | undefined): string {
  return user?.firstName || user?.username || 'User';
}
