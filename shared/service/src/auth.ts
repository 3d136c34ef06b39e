import type { Middleware } from 'koa';
import { apiError } from './errors';
import type { PersonalToken } from './personal-tokens';

/** State of a request that passed `requireUser`. */
export interface UserState {
  userId: number;
  /** Set when the request carries a valid personal access token; the session is then unused. */
  personalToken?: PersonalToken;
}

/**
 * The request's user, from its personal access token (see `personalTokens`) or else from its
 * session; 401 `unauthorized` without either. A request with any other `Authorization: Bearer`
 * credential is judged by that credential alone, never by a cookie it also carries: here it is
 * 401 (the routes that take a blocker device's token check it themselves).
 */
export const requireUser: Middleware<UserState> = async (ctx, next) => {
  const token = ctx.state.personalToken;
  const userId = token
    ? token.userId
    : /^Bearer /i.test(ctx.get('Authorization'))
      ? undefined
      : ctx.session?.userId;
  if (typeof userId !== 'number') throw apiError(401, 'unauthorized');
  ctx.state.userId = userId;
  await next();
};

/**
 * Like `requireUser`, for what only a person signed in may do (manage tokens, delete the
 * account): a personal access token is 403 `tokenNotAllowed` here, so a leaked token cannot mint
 * more tokens or outlive its own revocation.
 */
export const requireSession: Middleware<UserState> = async (ctx, next) => {
  if (ctx.state.personalToken) throw apiError(403, 'tokenNotAllowed');
  return requireUser(ctx, next);
};
