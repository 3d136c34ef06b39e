import type Koa from 'koa';
import type { Middleware } from 'koa';
import { createApp as createAuthApp } from 'auth-service/app';
import { createApp as createHabitsApp } from 'habits-service/app';
import { createApp as createPomodoroApp } from 'pomodoro-service/app';
import { createApp as createProgressApp } from 'progress-service/app';
import { createApp as createTasksApp } from 'tasks-service/app';
import type { ServiceDeps } from '@ps/service/service-app';
import type { AreaKey } from './areas';

export const SERVICE_APPS: Record<AreaKey, (deps: ServiceDeps) => Koa> = {
  auth: createAuthApp,
  habits: createHabitsApp,
  tasks: createTasksApp,
  pomodoro: createPomodoroApp,
  progress: createProgressApp,
};

/**
 * A service mounted in this process: the request is handed to the service's own Koa app, which
 * answers on the same response. No copy, no socket, no second parse.
 */
export function embeddedService(area: AreaKey, deps: ServiceDeps): Middleware {
  return mountedApp(SERVICE_APPS[area](deps));
}

/** A Koa app answering the gateway's requests on the same response. */
export function mountedApp(app: Koa): Middleware {
  const handle = app.callback();
  return async (ctx) => {
    ctx.respond = false;
    await handle(ctx.req, ctx.res);
  };
}
