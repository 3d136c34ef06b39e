import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';
import { requireUser, type UserState } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { tokenStillValid } from '@ps/service/personal-tokens';
import { knexSessionStore, sessionId } from '@ps/service/session';
import { userOfToken } from './device-store';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/** A focus caller, and a way for a long-lived answer (an event stream) to ask again. */
export interface FocusCallerState extends UserState {
  /**
   * Whether the session, personal access token or device token is still good for this user:
   * false after sign-out or revocation.
   */
  stillSignedIn: () => Promise<boolean>;
}

/**
 * The signed-in user, from the session cookie, a personal access token (`Bearer ps_pat_…`, found
 * by the service kit) or a connected blocker's device token (any other `Authorization: Bearer …`).
 * A device token that is unknown, revoked, or whose pairing session ended (signed out) is 401, so
 * the extension knows to stop blocking.
 */
export function sessionOrDevice(knex: Knex): Middleware<FocusCallerState> {
  const sessions = knexSessionStore(knex);
  return async (ctx, next) => {
    const header = ctx.get('Authorization');
    const personalToken = ctx.state.personalToken;
    if (personalToken) {
      return requireUser(ctx, async () => {
        ctx.state.stillSignedIn = () => tokenStillValid(knex, personalToken.id);
        await next();
      });
    }
    if (!header) {
      return requireUser(ctx, async () => {
        const sid = sessionId(ctx as unknown as Context);
        ctx.state.stillSignedIn = async () =>
          Boolean(sid) && (await sessions.get(sid!))?.userId === ctx.state.userId;
        await next();
      });
    }
    const token = BEARER.exec(header)?.[1];
    const userId = token ? await userOfToken(knex, token, Date.now()) : undefined;
    if (userId === undefined) throw apiError(401, 'unauthorized');
    ctx.state.userId = userId;
    ctx.state.stillSignedIn = async () => (await userOfToken(knex, token!, Date.now())) === userId;
    await next();
  };
}
