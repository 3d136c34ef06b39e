import type { Knex } from 'knex';
import {
  PASS_MINUTES,
  PASSES_PER_DAY,
  focusRemainingSeconds,
  settleFocusRun,
  type FocusRun,
  type FocusView,
} from '@ps/contracts/focus';
import type { PomodoroSettings } from '@ps/contracts/pomodoro-settings';
import { languages } from '@ps/contracts/auth';
import { localDayBounds, todayIn } from '@ps/contracts/dates';
import { recordRunEnd } from '../sessions/session-store';
import { modeLengths, readSettings } from './settings-store';
import { readRun, writeRun, type StoredRun } from './run-store';

export interface FocusSnapshot extends StoredRun {
  settings: PomodoroSettings;
}

/** Enough attempts for every tab of one user to lose a race once. */
const MAX_ATTEMPTS = 5;

/**
 * The user's run as of `now`, with a run that reached zero moved on first. Its session is
 * recorded in the same transaction, written only over the version that was read, and under the
 * run's key: a tab that reported the end first has already recorded it, and this adds nothing.
 */
export async function settledFocus(
  knex: Knex,
  userId: number,
  now: number,
): Promise<FocusSnapshot> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const snapshot = await knex.transaction(async (trx) => {
      const settings = await readSettings(trx, userId);
      const stored = await readRun(trx, userId);
      const { run, finished } = settleFocusRun(
        stored.run,
        modeLengths(settings),
        settings.autoStart,
        now,
      );
      if (run === stored.run) return { ...stored, settings };
      if (!(await writeRun(trx, userId, run, stored.version))) return null;
      if (finished) {
        await recordRunEnd(trx, userId, {
          taskId: finished.taskId,
          duration: finished.durationSeconds,
          completedAt: new Date(finished.endedAt),
          runKey: finished.runKey,
        });
      }
      return { run, version: stored.version + 1, settings };
    });
    if (snapshot) return snapshot;
  }
  throw new Error(`focus run of user ${userId} kept changing under ${MAX_ATTEMPTS} settlements`);
}

/** Blocking is on while a work run is running with the blocking setting on. */
export function blockingActive(run: FocusRun, settings: PomodoroSettings): boolean {
  return run.state === 'running' && run.mode === 'work' && settings.blocking;
}

export interface Pass {
  site: string;
  until: number;
}

/** The user's focus as the API shows it, moved on past zero first. */
export async function focusView(
  knex: Knex,
  userId: number,
  timeZone: string,
  now = Date.now(),
): Promise<FocusView> {
  const snapshot = await settledFocus(knex, userId, now);
  const passes = await recentPasses(knex, userId, timeZone, now);
  return toFocusView(snapshot, passes, await readerOf(knex, userId, snapshot.run.taskId), now);
}

/**
 * The passes that count today (granted since the start of the user's local day) and any still
 * open from before it, oldest first.
 */
export async function recentPasses(
  knex: Knex,
  userId: number,
  timeZone: string,
  now: number,
): Promise<{ usedToday: number; open: Pass[] }> {
  const { start } = localDayBounds(todayIn(timeZone, new Date(now)), timeZone);
  const rows: { site: string; granted_at: number | string; until: number | string }[] = await knex(
    'focus_passes',
  )
    .select('site', 'granted_at', 'until')
    .where('user_id', userId)
    .andWhere((recent) =>
      recent.where('granted_at', '>=', start.getTime()).orWhere('until', '>', now),
    )
    .orderBy('granted_at');
  return {
    usedToday: rows.filter((row) => Number(row.granted_at) >= start.getTime()).length,
    open: rows
      .map((row) => ({ site: row.site, until: Number(row.until) }))
      .filter((pass) => pass.until > now),
  };
}

export const PASS_MS = PASS_MINUTES * 60_000;

/** What the blocked page shows besides the run: the task's words, in the user's language. */
interface Reader {
  language: FocusView['language'];
  taskDescription: string | null;
}

async function readerOf(knex: Knex, userId: number, taskId: number | null): Promise<Reader> {
  const user = await knex('users').where('id', userId).first('language');
  const task =
    taskId === null
      ? undefined
      : await knex('tasks').where({ id: taskId, user_id: userId }).first('description');
  const language = languages.find((known) => known === user?.language) ?? 'en';
  return { language, taskDescription: task?.description ?? null };
}

export function toFocusView(
  snapshot: FocusSnapshot,
  passes: { usedToday: number; open: Pass[] },
  reader: Reader,
  now: number,
): FocusView {
  const { run, version, settings } = snapshot;
  const lengths = modeLengths(settings);
  return {
    state: run.state,
    mode: run.mode,
    endsAt: run.endsAt === null ? null : new Date(run.endsAt).toISOString(),
    remainingSeconds: focusRemainingSeconds(run, lengths, now),
    durationSeconds: run.durationSeconds ?? lengths[run.mode],
    taskId: run.taskId,
    runKey: run.runKey,
    ...reader,
    blocking: blockingActive(run, settings),
    blockedSites: settings.blockedSites,
    allowances: passes.open.map((pass) => ({
      site: pass.site,
      until: new Date(pass.until).toISOString(),
    })),
    passesUsedToday: passes.usedToday,
    passesPerDay: PASSES_PER_DAY,
    version,
    serverTime: new Date(now).toISOString(),
  };
}
