import { apiRouter } from '@ps/service/router';
import type { Knex } from 'knex';
import { API } from '@ps/contracts/api';
import { loginSchema, signupSchema, updateUserSchema } from '@ps/contracts/auth';
import { DEMO_CREDENTIALS } from '@ps/contracts/constants';
import { createDemoUser } from '@ps/db/demo';
import { requireUser } from '@ps/service/auth';
import { isUniqueViolation } from '@ps/service/database';
import { apiError } from '@ps/service/errors';
import { sentFields } from '@ps/service/params';
import { signIn, signOut } from '@ps/service/session';
import { timeZoneFromHeader } from '@ps/service/timezone';
import { toDbTimestamp } from '@ps/service/timestamps';
import { hashPassword, verifyPassword } from '../passwords';
import { findUserById, findUserByUsername, toUser } from '../users';

export function authRouter(knex: Knex) {
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
      // Every demo sign-in gets its own sandbox, so visitors never see each other's changes.
      const userId = await createDemoUser(knex, { timeZone: timeZoneFromHeader(ctx) ?? 'UTC' });
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
    };
    const updated = await knex('users')
      .where('id', ctx.state.userId)
      .update({ ...columns, updated_at: toDbTimestamp() });
    if (!updated) throw apiError(401, 'unauthorized');
    ctx.body = toUser((await findUserById(knex, ctx.state.userId))!);
  });

  return router;
}
