/**
 * The lean Koa reference for `GET /api/habits`: one Koa app, in a process of its own, that does
 * only what the answer needs — the signed session cookie checked, the session row read, the
 * user's habits read — with the same knex/better-sqlite3 setup on the same database, and answers
 * the same JSON. What the gateway does on top of this is its overhead.
 *
 * Run: `DATA_DIR=<folder> node --import tsx shared/bench/lean-koa.ts`; it prints its port once listening.
 */
import Koa from 'koa';
import { API, SESSION_COOKIE } from '@ps/contracts/api';
import { loadConfig } from '@ps/service/config';
import { createKnex } from '@ps/service/database';
import { toDbTimestamp } from '@ps/service/timestamps';
import { HABIT_COLUMNS, toHabit, type HabitRow } from '@ps/db/habit-rows';

const config = loadConfig(process.env, 0, '127.0.0.1');
const knex = createKnex(config);
const app = new Koa({ keys: config.sessionKeys });

app.use(async (ctx) => {
  if (ctx.method !== 'GET' || ctx.path !== API.habits) {
    ctx.status = 404;
    return;
  }
  const sid = ctx.cookies.get(SESSION_COOKIE, { signed: true });
  const session = sid
    ? await knex('sessions')
        .select('sess')
        .where('sid', sid)
        .andWhere('expire', '>', toDbTimestamp())
        .first()
    : undefined;
  const userId = session ? (JSON.parse(session.sess) as { userId?: number }).userId : undefined;
  if (typeof userId !== 'number') {
    ctx.status = 401;
    return;
  }
  const rows: HabitRow[] = await knex('habits')
    .select(HABIT_COLUMNS)
    .where('user_id', userId)
    .orderBy(['position', 'id']);
  ctx.body = rows.map(toHabit);
});

const server = app.listen(config.port, config.host, () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : address);
});
process.on('SIGTERM', () => server.close(() => void knex.destroy().then(() => process.exit(0))));
