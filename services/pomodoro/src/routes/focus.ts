import type { Knex } from 'knex';
import { PassThrough } from 'node:stream';
import { API } from '@ps/contracts/api';
import {
  PASSES_PER_DAY,
  applyFocusAction,
  focusActionSchema,
  passInputSchema,
} from '@ps/contracts/focus';
import { isBlockedHost, normaliseSite } from '@ps/contracts/blocked-sites';
import { apiError } from '@ps/service/errors';
import { apiRouter } from '@ps/service/router';
import { userTimeZone } from '@ps/service/timezone';
import { sessionOrDevice, type FocusCallerState } from '../blocker/session-or-device';
import type { FocusHub } from '../focus/focus-hub';
import {
  PASS_MS,
  blockingActive,
  focusView,
  recentPasses,
  settledFocus,
} from '../focus/focus-view';
import { writeRun } from '../focus/run-store';
import { modeLengths } from '../focus/settings-store';

/** A comment line on an idle stream, so proxies and the browser keep it open. */
const HEARTBEAT_MS = 15_000;
// How often an open stream asks whether its sign-in still holds: a sign-out (or a revoked
// blocker) must lift blocking within 2 s, and the blocker needs part of that to reconnect and act.
const SIGN_IN_CHECK_MS = 400;

/**
 * The running focus session: read it, act on it, follow it, and the escape hatch. A connected
 * blocker extension may do all of it with its device token.
 */
export function focusRouter(knex: Knex, hub: FocusHub) {
  const router = apiRouter<FocusCallerState>();
  router.use(sessionOrDevice(knex));

  router.get(API.pomodoroFocus, async (ctx) => {
    const userId = ctx.state.userId;
    ctx.body = await focusView(knex, userId, await userTimeZone(ctx, knex, userId));
  });

  router.post(API.pomodoroFocus, async (ctx) => {
    const input = focusActionSchema.parse(ctx.request.body);
    const userId = ctx.state.userId;
    if (typeof input.taskId === 'number') {
      const task = await knex('tasks').where({ id: input.taskId, user_id: userId }).first('id');
      if (!task) throw apiError(400, 'notYourTask');
    }
    const now = Date.now();
    const snapshot = await settledFocus(knex, userId, now);
    const next = applyFocusAction(snapshot.run, input, modeLengths(snapshot.settings), now);
    if (typeof next === 'string') throw apiError(409, next);
    // Another tab acted in between: its change stands, and this one is asked again.
    if (!(await writeRun(knex, userId, next, snapshot.version))) {
      throw apiError(409, 'focusChanged');
    }
    hub.changed(userId);
    ctx.body = await focusView(knex, userId, await userTimeZone(ctx, knex, userId), now);
  });

  router.post(API.pomodoroPasses, async (ctx) => {
    const host = normaliseSite(passInputSchema.parse(ctx.request.body).site);
    const userId = ctx.state.userId;
    const timeZone = await userTimeZone(ctx, knex, userId);
    const now = Date.now();
    await knex.transaction(async (trx) => {
      const { run, settings } = await settledFocus(trx, userId, now);
      // The pass opens the blocked entry that matched, so 'm.x.com' opens all of 'x.com'.
      const site = settings.blockedSites.find((entry) => isBlockedHost(host, [entry]));
      if (!blockingActive(run, settings) || site === undefined) {
        throw apiError(409, 'siteNotBlocked', { site: host });
      }
      const passes = await recentPasses(trx, userId, timeZone, now);
      if (passes.usedToday >= PASSES_PER_DAY) {
        throw apiError(429, 'passesUsedUp', { limit: PASSES_PER_DAY });
      }
      await trx('focus_passes').insert({
        user_id: userId,
        site,
        granted_at: now,
        until: now + PASS_MS,
      });
    });
    hub.changed(userId);
    ctx.status = 201;
    ctx.body = await focusView(knex, userId, timeZone, now);
  });

  router.get(API.pomodoroFocusEvents, async (ctx) => {
    const userId = ctx.state.userId;
    const stream = new PassThrough();
    const send = (text: string) => stream.write(text);
    const stop = hub.watch(userId, await userTimeZone(ctx, knex, userId), (view) =>
      send(`event: focus\ndata: ${JSON.stringify(view)}\n\n`),
    );
    const heartbeat = setInterval(() => send(': still here\n\n'), HEARTBEAT_MS);
    // Signing out (or revoking the blocker) ends the stream within a second; the client's
    // reconnect then gets 401.
    const signInCheck = setInterval(() => {
      void ctx.state.stillSignedIn().then((signedIn) => signedIn || close(), close);
    }, SIGN_IN_CHECK_MS);
    const close = () => {
      clearInterval(heartbeat);
      clearInterval(signInCheck);
      stop();
      stream.end();
    };
    ctx.req.once('close', close);
    ctx.res.once('close', close);

    ctx.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    });
    ctx.status = 200;
    ctx.body = stream;
    // The browser reconnects after this long if the stream drops.
    send('retry: 2000\n\n');
  });

  return router;
}
