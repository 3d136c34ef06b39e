import type { Middleware } from 'koa';
import { apiError } from './errors';

/** State of a request that passed `requireUser`. */
export interface UserState {
  userId: number;
}

/** 401 `{message: 'Unauthorized', code: 'unauthorized'}` unless the session belongs to a user. */
export const requireUser: Middleware<UserState> = async (ctx, next) => {
  const userId = ctx.session?.userId;
  if (typeof userId !== 'number') throw apiError(401, 'unauthorized');
  ctx.state.userId = userId;
  await next();
};
