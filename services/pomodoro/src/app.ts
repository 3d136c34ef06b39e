import { createService, type ServiceDeps } from '@ps/service/service-app';
import { sessionsRouter } from './routes/sessions';

/** Recorded Pomodoro focus and break sessions. */
export function createApp(deps: ServiceDeps) {
  return createService({ name: 'pomodoro', routers: [sessionsRouter(deps.knex)], ...deps });
}
