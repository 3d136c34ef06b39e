import type { Knex } from 'knex';
import { API } from '@ps/contracts/api';
import { deviceInputSchema } from '@ps/contracts/blocker';
import { requireSession, requireUser } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { parseId } from '@ps/service/params';
import { apiRouter } from '@ps/service/router';
import { sessionId } from '@ps/service/session';
import { createPairing, listDevices, redeemPairing, revokeDevice } from '../blocker/device-store';

/** Connecting, listing and revoking blocker extensions. */
export function blockerDevicesRouter(knex: Knex) {
  const router = apiRouter();

  // The extension has no session: the one-time code is its proof.
  router.post(API.blockerDevices, async (ctx) => {
    const { code } = deviceInputSchema.parse(ctx.request.body);
    const device = await redeemPairing(knex, code, Date.now());
    if (!device) throw apiError(400, 'pairingInvalid');
    ctx.status = 201;
    ctx.body = device;
  });

  // A device belongs to the browser session that paired it, so pairing needs one.
  router.post(API.blockerPairings, requireSession, async (ctx) => {
    const sid = sessionId(ctx);
    if (!sid) throw apiError(401, 'unauthorized');
    const pairing = await createPairing(knex, ctx.state.userId, sid, Date.now());
    ctx.status = 201;
    ctx.body = { code: pairing.code, expiresAt: new Date(pairing.expiresAt).toISOString() };
  });

  router.get(API.blockerDevices, requireUser, async (ctx) => {
    ctx.body = await listDevices(knex, ctx.state.userId);
  });

  router.delete(`${API.blockerDevices}/:id`, requireUser, async (ctx) => {
    if (!(await revokeDevice(knex, ctx.state.userId, parseId(ctx.params.id, 'deviceNotFound')))) {
      throw apiError(404, 'deviceNotFound');
    }
    ctx.status = 204;
  });

  return router;
}
