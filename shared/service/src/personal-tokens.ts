import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { PERSONAL_TOKEN_PREFIX, type TokenScope } from '@ps/contracts/your-data';
import { apiError } from './errors';
import { toDbTimestamp, toIsoTimestamp } from './timestamps';

/** The token a request was made with, once `personalTokens` has found it. */
export interface PersonalToken {
  id: number;
  userId: number;
  scope: TokenScope;
}

/** Only a secret's SHA-256 is stored, so a copy of the database opens nothing. */
export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const BEARER_PREFIX = `Bearer ${PERSONAL_TOKEN_PREFIX}`;
const READ_METHODS = new Set(['GET', 'HEAD']);
/** `last_used_at` is written at most this often per token, so reads do not each write. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The personal token secret an `Authorization` header carries, if it carries one. */
export function personalTokenSecret(authorization: string | undefined): string | undefined {
  return authorization?.startsWith(BEARER_PREFIX)
    ? authorization.slice('Bearer '.length)
    : undefined;
}

/**
 * `Authorization: Bearer ps_pat_…` acts for the token's owner on every call: the token is put in
 * `ctx.state.personalToken` for `requireUser`. An unknown or revoked token is 401; a read-only
 * token is 403 on anything but GET and HEAD. Other credentials (a session cookie, a blocker
 * device's token) pass through untouched.
 */
export function personalTokens(knex: Knex): Middleware {
  return async (ctx, next) => {
    const secret = personalTokenSecret(ctx.get('Authorization'));
    if (!secret) return next();
    const token = await findToken(knex, secret);
    if (!token) throw apiError(401, 'unauthorized');
    if (token.scope === 'read' && !READ_METHODS.has(ctx.method)) {
      throw apiError(403, 'tokenReadOnly');
    }
    ctx.state.personalToken = token;
    await next();
  };
}

async function findToken(knex: Knex, secret: string): Promise<PersonalToken | undefined> {
  const row = await knex('api_tokens')
    .where('token_hash', hashTokenSecret(secret))
    .first('id', 'user_id', 'scope', 'last_used_at');
  if (!row) return undefined;
  const now = Date.now();
  const lastUsed = row.last_used_at ? Date.parse(toIsoTimestamp(row.last_used_at)) : 0;
  if (now - lastUsed >= LAST_USED_RESOLUTION_MS) {
    await knex('api_tokens')
      .where('id', row.id)
      .update({ last_used_at: toDbTimestamp(new Date(now)) });
  }
  return { id: row.id as number, userId: row.user_id as number, scope: row.scope as TokenScope };
}

/** Whether a token still exists: a long-lived answer (an event stream) asks again. */
export async function tokenStillValid(knex: Knex, id: number): Promise<boolean> {
  return Boolean(await knex('api_tokens').where('id', id).first('id'));
}
