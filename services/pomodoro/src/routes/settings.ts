import type { Knex } from 'knex';
import { API } from '@ps/contracts/api';
import { pomodoroSettingsUpdateSchema } from '@ps/contracts/pomodoro-settings';
import { requireUser } from '@ps/service/auth';
import { apiRouter } from '@ps/service/router';
import type { FocusHub } from '../focus/focus-hub';
import { readSettings, writeSettings } from '../focus/settings-store';

/** The account's timer settings: every device and the blocker read the same ones. */
export function settingsRouter(knex: Knex, hub: FocusHub) {
  const router = apiRouter();
  router.use(requireUser);

  router.get(API.pomodoroSettings, async (ctx) => {
    ctx.body = await readSettings(knex, ctx.state.userId);
  });

  router.put(API.pomodoroSettings, async (ctx) => {
    const patch = pomodoroSettingsUpdateSchema.parse(ctx.request.body);
    const userId = ctx.state.userId;
    ctx.body = await knex.transaction(async (trx) => {
      const settings = { ...(await readSettings(trx, userId)), ...patch };
      await writeSettings(trx, userId, settings);
      return settings;
    });
    hub.changed(userId);
  });

  return router;
}
