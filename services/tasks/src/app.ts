import { createService, type ServiceDeps } from '@ps/service/service-app';
import { tasksRouter } from './routes/tasks';

/** Tasks with priority, due date and an optional habit. */
export function createApp(deps: ServiceDeps) {
  return createService({ name: 'tasks', routers: [tasksRouter(deps.knex)], ...deps });
}
