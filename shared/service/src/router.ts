import Router from '@koa/router';
import type { UserState } from './auth';

/**
 * Every service's router. Routing is exact: `/api/auth/LOGIN` and `/api/auth/login/` are not
 * `/api/auth/login`, so no spelling of a path is a second door around what guards the first
 * (the sign-in throttle, say); they answer 404 like any unknown path.
 */
export function apiRouter<State = UserState>(): Router<State> {
  return new Router<State>({ strict: true, sensitive: true });
}
