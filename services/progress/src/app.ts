import { createService, type ServiceDeps } from '@ps/service/service-app';
import { statsRouter } from './routes/stats';

/** Progress analytics over habits, tasks and focus sessions. */
export function createApp(deps: ServiceDeps) {
  return createService({ name: 'progress', routers: [statsRouter(deps.knex)], ...deps });
}
