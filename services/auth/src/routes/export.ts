import { todayIn } from '@ps/contracts/dates';
import { exportQuerySchema, YOUR_DATA_API } from '@ps/contracts/your-data';
import { requireUser } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { apiRouter } from '@ps/service/router';
import type { Knex } from 'knex';
import { findUserById } from '../users';
import { exportZip } from '../your-data/export-csv';
import { exportDocument } from '../your-data/export-document';

/**
 * `GET /api/export?format=json|csv`: everything the account holds, as a download named for the
 * user's today (`productivity-suite-2026-11-25.json`, or `.zip` of CSV files).
 */
export function exportRouter(knex: Knex) {
  const router = apiRouter();

  router.get(YOUR_DATA_API.export, requireUser, async (ctx) => {
    const { format } = exportQuerySchema.parse(ctx.query);
    const user = await findUserById(knex, ctx.state.userId);
    if (!user) throw apiError(401, 'unauthorized');
    const doc = await exportDocument(knex, user);
    const name = `productivity-suite-${todayIn(user.timezone)}`;
    ctx.set('Cache-Control', 'no-store');
    if (format === 'csv') {
      ctx.attachment(`${name}.zip`);
      ctx.type = 'application/zip';
      ctx.body = Buffer.from(exportZip(doc));
    } else {
      ctx.attachment(`${name}.json`);
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = `${JSON.stringify(doc, null, 2)}\n`;
    }
  });

  return router;
}
