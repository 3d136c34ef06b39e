import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import { API } from '@ps/contracts/api';
import { addDays, todayIn } from '@ps/contracts/dates';
import { toDbTimestamp } from '@ps/service/timestamps';
import { createKnex } from '@ps/service/database';
import { migrateLatest } from '@ps/db/migrate';

export const HEAVY_USER = { username: 'heavy', password: 'heavy-password' };
export const HEAVY_TIME_ZONE = 'Europe/Paris';
const DAY_MS = 86_400_000;

/** 20 habits with a year of completions (some days skipped), 5,000 tasks, 3,000 focus sessions. */
export async function seedHeavyUser(knex: Knex): Promise<void> {
  const now = new Date();
  const stamp = toDbTimestamp(now);
  const today = todayIn(HEAVY_TIME_ZONE, now);
  await knex.transaction(async (trx) => {
    const [userId] = await trx('users').insert({
      username: HEAVY_USER.username,
      password: await bcrypt.hash(HEAVY_USER.password, 10),
      timezone: HEAVY_TIME_ZONE,
      created_at: stamp,
      updated_at: stamp,
    });
    const completions: Record<string, unknown>[] = [];
    for (let h = 0; h < 20; h += 1) {
      // A year of days, with gaps that differ per habit so streaks vary.
      const dates = Array.from({ length: 365 }, (_, d) => d)
        .filter((d) => d === 0 || (d * (h + 3)) % 11 !== 0)
        .map((d) => addDays(today, -d));
      const [habitId] = await trx('habits').insert({
        user_id: userId,
        name: `Habit ${h + 1}`,
        description: h % 2 ? `Description of habit ${h + 1}` : null,
        frequency: h % 5 === 4 ? 'weekly' : 'daily',
        start_date: addDays(today, -400),
        is_active: true,
        created_at: stamp,
        updated_at: stamp,
      });
      for (const date of dates) {
        completions.push({ habit_id: habitId, completed_at: date, created_at: stamp });
      }
    }
    await trx.batchInsert('habit_completions', completions, 500);
    const tasks = Array.from({ length: 5000 }, (_, i) => {
      const created = toDbTimestamp(new Date(now.getTime() - (5000 - i) * 3_600_000));
      const completed = i % 2 === 0;
      return {
        user_id: userId,
        description: `Task number ${i + 1} with a description of ordinary length`,
        due_date: i % 3 ? addDays(today, (i % 30) - 15) : null,
        priority: ['low', 'medium', 'high'][i % 3],
        status: completed ? 'completed' : 'pending',
        completed_at: completed ? created : null,
        created_at: created,
        updated_at: created,
      };
    });
    await trx.batchInsert('tasks', tasks, 500);
    const sessions = Array.from({ length: 3000 }, (_, i) => {
      const at = toDbTimestamp(new Date(now.getTime() - (i / 3000) * 365 * DAY_MS - 60_000));
      return { user_id: userId, duration: 1500, completed_at: at, created_at: at };
    });
    await trx.batchInsert('pomodoro_sessions', sessions, 500);
  });
}

/** Signs the heavy user in through `base` and answers the session cookie to send with requests. */
export async function signInHeavyUser(base: string): Promise<string> {
  const response = await signInRequest(base).catch((error: unknown) => {
    // A kept-alive connection the server closed as its idle time ran out (after a long
    // Lighthouse run, say) fails before the request is sent: the sign-in is asked for again.
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return signInRequest(base);
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function signInRequest(base: string): Promise<Response> {
  return fetch(`${base}${API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(HEAVY_USER),
  });
}

/** A new SQLite data folder, migrated, with the heavy user in it: what a bench's server runs on. */
export async function heavyUserDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const knex = createKnex({ dataDir });
  await migrateLatest(knex);
  await seedHeavyUser(knex);
  await knex.destroy();
  return dataDir;
}
