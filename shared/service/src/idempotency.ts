import type { Context, Middleware } from 'koa';
import type { PersonalToken } from './personal-tokens';
import type { Knex } from 'knex';
import { IDEMPOTENCY_HEADER } from '@ps/contracts/api';
import { isUniqueViolation } from './database';
import { errorBody } from './errors';
import { toDbTimestamp } from './timestamps';

export { IDEMPOTENCY_HEADER };
/** Set on an answer given from the record of the first one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const TABLE = 'idempotent_requests';
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_FORM = /^[A-Za-z0-9_:.-]{8,100}$/;
/** How long a second copy waits for the first one, still being applied, to be answered. */
const WAIT_FOR_FIRST_MS = 5000;
const POLL_MS = 100;
/** Records older than this are deleted when the same user makes a new one. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

interface Recorded {
  method: string;
  path: string;
  status: number | null;
  body: string | null;
}

/**
 * A change (POST, PUT, PATCH, DELETE) by a signed-in user that carries an Idempotency-Key is
 * applied once per user and key. The first copy is recorded before it runs and its successful
 * answer kept; a later copy gets that answer (status and body) without running again. A copy
 * arriving while the first still runs waits for it. A first copy that fails (any non-2xx answer
 * or error) leaves no record, so sending it again tries again. Requests without a key, with a
 * malformed one, or without a signed-in user (session or personal access token) are untouched.
 */
export function idempotentChanges(knex: Knex): Middleware<{ personalToken?: PersonalToken }> {
  return async (ctx, next) => {
    const key = ctx.get(IDEMPOTENCY_HEADER);
    // The user a personal access token acts for, or else the session's.
    const userId = ctx.state.personalToken?.userId ?? ctx.session?.userId;
    if (!CHANGES.has(ctx.method) || !KEY_FORM.test(key) || typeof userId !== 'number') {
      return next();
    }
    const where = { user_id: userId, key };
    if (await reserve(knex, where, ctx)) return applyOnce(knex, where, ctx, next);
    const first = await answered(knex, where);
    if (!first || first.method !== ctx.method || first.path !== ctx.path) {
      // The key names another change (or its record just went): this one runs unrecorded.
      return next();
    }
    if (first.status === null) {
      ctx.status = 503;
      ctx.set('Retry-After', '1');
      ctx.body = errorBody('serviceUnavailable');
      return;
    }
    replay(ctx, first);
  };
}

type Where = { user_id: number; key: string };

/** Records the change as under way; false when the user already sent a change with this key. */
async function reserve(knex: Knex, where: Where, ctx: Context): Promise<boolean> {
  const now = Date.now();
  try {
    await knex(TABLE).insert({
      ...where,
      method: ctx.method,
      path: ctx.path.slice(0, 255),
      status: null,
      body: null,
      created_at: toDbTimestamp(new Date(now)),
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  await forgetOld(knex, where.user_id, now);
  return true;
}

async function applyOnce(knex: Knex, where: Where, ctx: Context, next: () => Promise<void>) {
  try {
    await next();
  } catch (error) {
    await knex(TABLE).where(where).delete();
    throw error;
  }
  if (ctx.status >= 200 && ctx.status < 300) {
    const body = ctx.body === undefined || ctx.body === null ? null : JSON.stringify(ctx.body);
    await knex(TABLE).where(where).update({ status: ctx.status, body });
  } else {
    await knex(TABLE).where(where).delete();
  }
}

/** The first copy's record once it has an answer (or after waiting WAIT_FOR_FIRST_MS). */
async function answered(knex: Knex, where: Where): Promise<Recorded | undefined> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const row = (await knex(TABLE)
      .select('method', 'path', 'status', 'body')
      .where(where)
      .first()) as Recorded | undefined;
    if (!row || row.status !== null || Date.now() >= deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function replay(ctx: Context, first: Recorded): void {
  ctx.status = Number(first.status);
  ctx.set(REPLAYED_HEADER, 'true');
  if (first.body !== null) ctx.body = JSON.parse(first.body) as unknown;
}

async function forgetOld(knex: Knex, userId: number, now: number): Promise<void> {
  await knex(TABLE)
    .where('user_id', userId)
    .andWhere('created_at', '<', toDbTimestamp(new Date(now - KEEP_MS)))
    .delete();
}
