import { apiRouter } from '@ps/service/router';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { API, LANGUAGE_COOKIE } from '@ps/contracts/api';
import {
  languages,
  loginSchema,
  signupSchema,
  updateUserSchema,
  type Language,
} from '@ps/contracts/auth';
import { DEFAULT_LANGUAGE } from '@ps/contracts/language';
import { DEMO_CREDENTIALS } from '@ps/contracts/constants';
import { demoSandboxFor, type DemoLimits } from '@ps/db/demo';
import { requireSession, requireUser } from '@ps/service/auth';
import { isUniqueViolation } from '@ps/service/database';
import { apiError } from '@ps/service/errors';
import { sentFields } from '@ps/service/params';
import { signIn, signOut } from '@ps/service/session';
import { timeZoneFromHeader } from '@ps/service/timezone';
import { toDbTimestamp } from '@ps/service/timestamps';
import { hashPassword, verifyPassword } from '../passwords';
import { deleteAccountRoute } from './account';
import { findUserById, findUserByUsername, toUser } from '../users';

export function authRouter(knex: Knex, demoLimits: DemoLimits) {
  const router = apiRouter();

  router.post(API.signup, async (ctx) => {
    const input = signupSchema.parse(ctx.request.body);
    // The demo name belongs to the shared demo sign-in.
    if (input.username === DEMO_CREDENTIALS.username) throw apiError(409, 'usernameTaken');
    if (await findUserByUsername(knex, input.username)) throw apiError(409, 'usernameTaken');
    if (input.email && (await knex('users').where('email', input.email).first('id'))) {
      throw apiError(409, 'emailTaken');
    }
    const now = toDbTimestamp();
    const id = await insertUser().catch((error: unknown) => {
      // Two sign-ups raced for the same name or email; the unique keys decided.
      if (!isUniqueViolation(error)) throw error;
      throw apiError(409, String(error).includes('email') ? 'emailTaken' : 'usernameTaken');
    });
    async function insertUser(): Promise<number> {
      const [inserted] = await knex('users').insert({
        username: input.username,
        password: await hashPassword(input.password),
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        timezone: timeZoneFromHeader(ctx) ?? 'UTC',
        created_at: now,
        updated_at: now,
      });
      return inserted!;
    }
    await signIn(ctx, id);
    ctx.status = 201;
    ctx.body = toUser((await findUserById(knex, id))!);
  });

  router.post(API.login, async (ctx) => {
    const { username, password } = loginSchema.parse(ctx.request.body);
    if (username === DEMO_CREDENTIALS.username && password === DEMO_CREDENTIALS.password) {
      // Every visitor gets their own sandbox, so no one sees another's changes, in the language
      // they chose on the page; past the per-address limit, their newest one again.
      const userId = await demoSandboxFor(
        knex,
        {
          address: ctx.ip,
          timeZone: timeZoneFromHeader(ctx) ?? 'UTC',
          language: visitorLanguage(ctx),
        },
        demoLimits,
      );
      if (!userId) throw apiError(429, 'tooManyDemos');
      await signIn(ctx, userId);
      ctx.body = toUser((await findUserById(knex, userId))!);
      return;
    }
    const found = await findUserByUsername(knex, username);
    // Demo sandboxes have no password of their own.
    const user = found && !found.is_demo ? found : undefined;
    if (!(await verifyPassword(password, user?.password)))
      throw apiError(401, 'invalidCredentials');
    await signIn(ctx, user!.id);
    ctx.body = toUser(user!);
  });

  router.post(API.logout, (ctx) => {
    signOut(ctx);
    ctx.status = 204;
  });

  router.get(API.authUser, requireUser, async (ctx) => {
    const user = await findUserById(knex, ctx.state.userId);
    if (!user) throw apiError(401, 'unauthorized');
    ctx.body = toUser(user);
  });

  router.patch(API.authUser, requireUser, async (ctx) => {
    const changes = sentFields(updateUserSchema.parse(ctx.request.body), ctx.request.body);
    const columns = {
      ...(changes.language !== undefined && { language: changes.language }),
      ...(changes.timezone !== undefined && { timezone: changes.timezone }),
      ...('firstName' in changes && { first_name: changes.firstName }),
      ...('lastName' in changes && { last_name: changes.lastName }),
      ...(changes.weekStart !== undefined && { week_start: changes.weekStart }),
      ...('vacation' in changes && {
        vacation_from: changes.vacation?.from ?? null,
        vacation_to: changes.vacation?.to ?? null,
      }),
    };
    const updated = await knex('users')
      .where('id', ctx.state.userId)
      .update({ ...columns, updated_at: toDbTimestamp() });
    if (!updated) throw apiError(401, 'unauthorized');
    ctx.body = toUser((await findUserById(knex, ctx.state.userId))!);
  });

  router.delete(API.authUser, requireSession, deleteAccountRoute(knex));

  return router;
}

/** The language the visitor picked before signing in: the shell keeps it in a cookie. */
function visitorLanguage(ctx: Context): Language {
  const chosen = ctx.cookies.get(LANGUAGE_COOKIE);
  return languages.find((language) => language === chosen) ?? DEFAULT_LANGUAGE;
}
