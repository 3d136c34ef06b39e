import { createService, type ServiceDeps } from '@ps/service/service-app';
import { FocusHub } from './focus/focus-hub';
import { blockerDevicesRouter } from './routes/blocker-devices';
import { focusRouter } from './routes/focus';
import { sessionsRouter } from './routes/sessions';
import { settingsRouter } from './routes/settings';

/**
 * The Pomodoro feature's data: the account's timer settings, the one running focus session
 * every device follows, and the recorded sessions.
 */
export function createApp(deps: ServiceDeps) {
  const hub = new FocusHub(deps.knex);
  return createService({
    name: 'pomodoro',
    routers: [
      sessionsRouter(deps.knex),
      settingsRouter(deps.knex, hub),
      focusRouter(deps.knex, hub),
      blockerDevicesRouter(deps.knex),
    ],
    ...deps,
  });
}
