import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import createSession from 'koa-session';
import type { Knex } from 'knex';
import { SESSION_COOKIE } from '@ps/contracts/api';
import { fixedRead } from './fixed-reads';
import { toDbTimestamp } from './timestamps';

export { SESSION_COOKIE };
const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** What a signed-in session holds. */
export interface SessionData {
  userId?: number;
}

interface SessionHandle extends SessionData {
  regenerate(): Promise<void> | undefined;
}

declare module 'koa' {
  interface DefaultContext {
    session: SessionHandle | null;
  }
}

const SESSION_READ_SQL = 'select sess from sessions where sid = ? and expire > ? limit 1';

/** koa-session's external store on the `sessions` table, shared by every service and replica. */
export function knexSessionStore(knex: Knex) {
  return {
    // Every signed-in request reads its row, in every replica, so that a sign-out anywhere counts
    // on the next request: the read is one fixed SQL text (see fixedRead).
    async get(sid: string) {
      const [row] = await fixedRead<{ sess: string }>(knex, SESSION_READ_SQL, [
        sid,
        toDbTimestamp(),
      ]);
      return row ? (JSON.parse(row.sess) as Record<string, unknown>) : undefined;
    },
    async set(sid: string, sess: SessionData, maxAgeMs: number) {
      await knex('sessions')
        .insert({
          sid,
          sess: JSON.stringify(sess),
          expire: toDbTimestamp(new Date(Date.now() + maxAgeMs)),
          // Lets a deleted user's sessions go with them (ON DELETE CASCADE).
          user_id: sess.userId ?? null,
        })
        .onConflict('sid')
        .merge();
    },
    async destroy(sid: string) {
      await knex('sessions').where('sid', sid).delete();
    },
  };
}

/**
 * The session cookie: httpOnly, SameSite=Lax, signed with the app's keys, Secure whenever the
 * request came over HTTPS (directly, or through a trusted proxy). Renewed in its second half-life.
 */
export function sessionMiddleware(app: Koa, knex: Knex): Middleware {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      renew: true,
      store: knexSessionStore(knex),
    },
    app,
  );
}

/** The id of the request's session (its row in `sessions`), from the signed cookie. */
export function sessionId(ctx: Context): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE, { signed: true }) || undefined;
}

/** Sign in under a fresh session id, so an id planted before sign-in is worthless after it. */
export async function signIn(ctx: Context, userId: number): Promise<void> {
  ctx.session!.userId = userId;
  await ctx.session!.regenerate();
}

/** Delete the session row and clear the cookie. */
export function signOut(ctx: Context): void {
  ctx.session = null;
}

export async function purgeExpiredSessions(knex: Knex, now: Date = new Date()): Promise<number> {
  return knex('sessions').where('expire', '<=', toDbTimestamp(now)).delete();
}
