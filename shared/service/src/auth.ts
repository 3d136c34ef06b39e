import type { Middleware } from 'koa';

/** State of a request that passed `requireUser`. */
export interface UserState {
  userId: number;
}

/** 401 `{message: 'Unauthorized'}` unless the session belongs to a user. */
export const requireUser: Middleware<UserState> = async (ctx, next) => {
  const userId = ctx.session?.userId;
  if (typeof userId !== 'number') return ctx.throw(401, 'Unauthorized');
  ctx.state.userId = userId;
  await next();
};
