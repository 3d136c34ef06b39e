import type { Knex } from 'knex';
import { createTokenSchema, YOUR_DATA_API } from '@ps/contracts/your-data';
import { requireSession } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { parseId } from '@ps/service/params';
import { apiRouter } from '@ps/service/router';
import { createToken, listTokens, revokeToken } from '../tokens/token-store';

/** Personal access tokens: listed, created and revoked by the signed-in user only. */
export function tokensRouter(knex: Knex) {
  const router = apiRouter();
  router.get(YOUR_DATA_API.tokens, requireSession, async (ctx) => {
    ctx.body = await listTokens(knex, ctx.state.userId);
  });

  router.post(YOUR_DATA_API.tokens, requireSession, async (ctx) => {
    const input = createTokenSchema.parse(ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await createToken(knex, ctx.state.userId, input);
  });

  router.delete(`${YOUR_DATA_API.tokens}/:id`, requireSession, async (ctx) => {
    const id = parseId(ctx.params.id, 'tokenNotFound');
    if (!(await revokeToken(knex, ctx.state.userId, id))) throw apiError(404, 'tokenNotFound');
    ctx.status = 204;
  });

  return router;
}
