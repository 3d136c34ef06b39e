import Router from '@koa/router';
import type { Knex } from 'knex';
import { API } from '@ps/contracts/api';
import { loginSchema, signupSchema, updateUserSchema } from '@ps/contracts/auth';
import { DEMO_CREDENTIALS } from '@ps/contracts/constants';
import { createDemoUser } from '@ps/db/demo';
import { requireUser, type UserState } from '@ps/service/auth';
import { isUniqueViolation } from '@ps/service/database';
import { sentFields } from '@ps/service/params';
import { signIn, signOut } from '@ps/service/session';
import { timeZoneFromHeader } from '@ps/service/timezone';
import { toDbTimestamp } from '@ps/service/timestamps';
import { hashPassword, verifyPassword } from '../passwords';
import { findUserById, findUserByUsername, toUser } from '../users';

const INVALID_CREDENTIALS = 'Invalid username or password';
const USERNAME_TAKEN = 'That username is already taken';
const EMAIL_TAKEN = 'An account with that email already exists';

export function authRouter(knex: Knex) {
  const router = new Router<UserState>();

  router.post(API.signup, async (ctx) => {
    const input = signupSchema.parse(ctx.request.body);
    // The demo name belongs to the shared demo sign-in.
    if (input.username === DEMO_CREDENTIALS.username) ctx.throw(409, USERNAME_TAKEN);
    if (await findUserByUsername(knex, input.username)) ctx.throw(409, USERNAME_TAKEN);
    if (input.email && (await knex('users').where('email', input.email).first('id'))) {
      ctx.throw(409, EMAIL_TAKEN);
    }
    const now = toDbTimestamp();
    const id = await insertUser().catch((error: unknown) => {
      // Two sign-ups raced for the same name or email; the unique keys decided.
      if (!isUniqueViolation(error)) throw error;
      return ctx.throw(409, String(error).includes('email') ? EMAIL_TAKEN : USERNAME_TAKEN);
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
    if (!(await verifyPassword(password, user?.password))) ctx.throw(401, INVALID_CREDENTIALS);
    await signIn(ctx, user!.id);
    ctx.body = toUser(user!);
  });

  router.post(API.logout, (ctx) => {
    signOut(ctx);
    ctx.status = 204;
  });

  router.get(API.authUser, requireUser, async (ctx) => {
    const user = await findUserById(knex, ctx.state.userId);
    if (!user) return ctx.throw(401, 'Unauthorized');
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
    if (!updated) ctx.throw(401, 'Unauthorized');
    ctx.body = toUser((await findUserById(knex, ctx.state.userId))!);
  });

  return router;
}
