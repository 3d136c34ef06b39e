import { createService, type ServiceDeps } from '@ps/service/service-app';
import { completionsRouter } from './routes/completions';
import { habitsRouter } from './routes/habits';

/** Habits and their per-day completions. */
export function createApp(deps: ServiceDeps) {
  // Completions first: /api/habits/completions must win over /api/habits/:id routes.
  const routers = [completionsRouter(deps.knex), habitsRouter(deps.knex)];
  return createService({ name: 'habits', routers, ...deps });
}
