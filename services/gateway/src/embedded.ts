import type Koa from 'koa';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
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

/**
 * A Koa app answering the gateway's requests: its own middleware runs on a context of its own
 * (its keys, its session, its state), and its answer becomes the gateway's, which the gateway then
 * sends. One response path per request, not a second Koa request cycle with listeners of its own
 * on the socket. An app that writes the response itself (`respond = false`) keeps it.
 */
export function mountedApp(app: Koa): Middleware {
  const run = compose(app.middleware);
  return async (ctx) => {
    const inner = app.createContext(ctx.req, ctx.res);
    await run(inner);
    if (inner.respond === false) {
      ctx.respond = false;
      return;
    }
    // Both contexts write the one response's status: Koa's body setter resets it to 200, so the
    // app's status is read before and set again after.
    const { status } = inner;
    ctx.body = inner.body;
    ctx.status = status;
  };
}
