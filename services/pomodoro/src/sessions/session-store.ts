import type { Knex } from 'knex';
import { DEFAULT_SESSION_SECONDS } from '@ps/contracts/constants';
import type { PomodoroSession, SessionTotals } from '@ps/contracts/pomodoro';
import { isUniqueViolation } from '@ps/service/database';
import { toDbTimestamp, toIsoTimestamp } from '@ps/service/timestamps';

export interface SessionRow {
  id: number;
  task_id: number | null;
  duration: number | null;
  completed_at: string;
  created_at: string;
}

export const SESSION_COLUMNS: (keyof SessionRow)[] = [
  'id',
  'task_id',
  'duration',
  'completed_at',
  'created_at',
];

export function toSession(row: SessionRow): PomodoroSession {
  return {
    id: row.id,
    taskId: row.task_id,
    // A session recorded without a duration counts as a full 25-minute one.
    duration: row.duration ?? DEFAULT_SESSION_SECONDS,
    completedAt: toIsoTimestamp(row.completed_at),
    createdAt: toIsoTimestamp(row.created_at),
  };
}

/** Every session of the user, counted, and their focus time summed (no list sent to a client). */
export async function sessionTotals(knex: Knex, userId: number): Promise<SessionTotals> {
  const row = (await knex('pomodoro_sessions')
    .where('user_id', userId)
    .first(
      knex.raw('count(*) as sessions'),
      knex.raw('coalesce(sum(duration), 0) as focus_seconds'),
    )) as { sessions: number | string; focus_seconds: number | string };
  // MySQL answers a SUM as a decimal string.
  return { sessions: Number(row.sessions), focusSeconds: Number(row.focus_seconds) };
}

export interface NewSession {
  taskId: number | null;
  duration: number;
  completedAt: Date;
  /** The run it ends; at most one session per user and key. */
  runKey: string | null;
}

function rowValues(userId: number, session: NewSession) {
  const at = toDbTimestamp(session.completedAt);
  return {
    user_id: userId,
    task_id: session.taskId,
    duration: session.duration,
    completed_at: at,
    created_at: at,
    run_key: session.runKey,
  };
}

/**
 * Records a session, or finds the one already recorded for its run: `created` tells which.
 * Runs outside a transaction, so the read after a lost race sees the winner's committed row.
 */
export async function recordSession(
  knex: Knex,
  userId: number,
  session: NewSession,
): Promise<{ session: PomodoroSession; created: boolean }> {
  const values = rowValues(userId, session);
  try {
    const [id] = await knex('pomodoro_sessions').insert(values);
    return { session: toSession({ id: id!, ...values }), created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await knex<SessionRow>('pomodoro_sessions')
      .where('user_id', userId)
      .andWhere('run_key', session.runKey!)
      .first(SESSION_COLUMNS);
    return { session: toSession(existing!), created: false };
  }
}

/** Inside the transaction that moves a run past zero: a session its key has not had yet. */
export async function recordRunEnd(
  trx: Knex.Transaction,
  userId: number,
  session: NewSession,
): Promise<void> {
  await trx('pomodoro_sessions')
    .insert(rowValues(userId, session))
    .onConflict(['user_id', 'run_key'])
    .ignore();
}
