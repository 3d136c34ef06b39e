import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { requireUser, type UserState } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { userOfToken } from './device-store';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/**
 * The signed-in user, from the session cookie or from a connected blocker's device token
 * (`Authorization: Bearer …`). A token that is unknown, revoked, or whose pairing session ended
 * (signed out) is 401, so the extension knows to stop blocking.
 */
export function sessionOrDevice(knex: Knex): Middleware<UserState> {
  return async (ctx, next) => {
    const header = ctx.get('Authorization');
    if (!header) return requireUser(ctx, next);
    const token = BEARER.exec(header)?.[1];
    const userId = token ? await userOfToken(knex, token, Date.now()) : undefined;
    if (userId === undefined) throw apiError(401, 'unauthorized');
    ctx.state.userId = userId;
    await next();
  };
}
