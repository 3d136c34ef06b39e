import { todayIn } from '@ps/contracts/dates';
import { YOUR_DATA_API } from '@ps/contracts/your-data';
import { requireUser } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { apiRouter } from '@ps/service/router';
import { userTimeZone } from '@ps/service/timezone';
import type { Knex } from 'knex';
import { findUserById } from '../users';
import { applyImport } from '../your-data/apply-import';
import { sourceOf } from '../your-data/detect-source';
import { planOfLoopBackup } from '../your-data/import-loop';
import { planOfOwnExport } from '../your-data/import-own';
import { readImportBody } from '../your-data/read-body';

/**
 * `POST /api/import`: the file's bytes are the body, whatever its content type; what the file is
 * comes from the bytes. `?dryRun=1` (or `true`) answers what the import would add and writes
 * nothing; without it the import runs in one transaction, so a file is taken whole or not at all.
 */
export function importRouter(knex: Knex) {
  const router = apiRouter();

  router.post(YOUR_DATA_API.import, requireUser, async (ctx) => {
    const dryRun = ['1', 'true'].includes(String(ctx.query.dryRun));
    const bytes = await readImportBody(ctx);
    const user = await findUserById(knex, ctx.state.userId);
    if (!user) throw apiError(401, 'unauthorized');
    const now = new Date();
    // "Today" (check-ins after it are left out) is the browser's day, as everywhere in the API.
    const today = todayIn(await userTimeZone(ctx, knex, user.id), now);
    const plan =
      sourceOf(bytes) === 'loop' ? planOfLoopBackup(bytes, today, now) : planOfOwnExport(bytes);
    ctx.body = await applyImport(knex, user.id, plan, { dryRun, today });
  });

  return router;
}
