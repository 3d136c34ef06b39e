import { deleteAccountSchema } from '@ps/contracts/your-data';
import type { UserState } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { signOut } from '@ps/service/session';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { verifyPassword } from '../passwords';
import { findUserById } from '../users';
import { deleteAccount } from '../your-data/delete-account';

/**
 * `DELETE /api/auth/user` with `{password}`: the account and all it holds go, and the session
 * cookie with them; the username is free again. A wrong password is 400, not 401 (the user is
 * still signed in). A demo sandbox has no password and removes itself when it expires. Mounted
 * on the auth router, which answers the other methods of the same path.
 */
export function deleteAccountRoute(knex: Knex): Middleware<UserState> {
  return async (ctx) => {
    const { password } = deleteAccountSchema.parse(ctx.request.body ?? {});
    const user = await findUserById(knex, ctx.state.userId);
    if (!user) throw apiError(401, 'unauthorized');
    if (user.is_demo) throw apiError(400, 'demoCannotDelete');
    if (!(await verifyPassword(password, user.password))) throw apiError(400, 'passwordIncorrect');
    await deleteAccount(knex, user.id);
    signOut(ctx);
    ctx.status = 204;
  };
}
