import type { Knex } from 'knex';
import { purgeExpiredDemoUsers } from '@ps/db/demo';
import { purgeExpiredSessions } from '@ps/service/session';

const PURGE_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Removes expired demo sandboxes and sessions now and every 15 minutes. Returns the stop, which
 * resolves once a purge in progress has finished, so the pool can be closed after it.
 */
export function startHousekeeping(knex: Knex, intervalMs = PURGE_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const purge = () => {
    running = running.then(async () => {
      try {
        await purgeExpiredDemoUsers(knex);
        await purgeExpiredSessions(knex);
      } catch (error) {
        console.error('auth: purge failed', error);
      }
    });
  };
  purge();
  const timer = setInterval(purge, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
