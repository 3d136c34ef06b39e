import { createService, type ServiceDeps } from '@ps/service/service-app';
import { authRouter } from './routes/auth';

/** Sign-up, sign-in (including the demo sandbox), sign-out and the current user. */
export function createApp(deps: ServiceDeps) {
  return createService({ name: 'auth', routers: [authRouter(deps.knex)], ...deps });
}
