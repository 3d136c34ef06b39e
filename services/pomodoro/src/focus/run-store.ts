import type { Knex } from 'knex';
import { IDLE_RUN, type FocusRun } from '@ps/contracts/focus';

interface RunRow {
  state: FocusRun['state'];
  mode: FocusRun['mode'];
  ends_at: number | string | null;
  remaining_ms: number | null;
  duration_seconds: number | null;
  task_id: number | null;
  records_session: number | boolean;
  run_key: string | null;
  version: number;
}

export interface StoredRun {
  run: FocusRun;
  /** 0 for a user whose run was never written. */
  version: number;
}

// MySQL hands BIGINT back as a string.
const toNumberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export async function readRun(db: Knex, userId: number): Promise<StoredRun> {
  const row = await db<RunRow & { user_id: number }>('focus_runs').where('user_id', userId).first();
  if (!row) return { run: IDLE_RUN, version: 0 };
  return {
    run: {
      state: row.state,
      mode: row.mode,
      endsAt: toNumberOrNull(row.ends_at),
      remainingMs: row.remaining_ms,
      durationSeconds: row.duration_seconds,
      taskId: row.task_id,
      recordsSession: Boolean(row.records_session),
      runKey: row.run_key,
    },
    version: row.version,
  };
}

/**
 * Writes `run` only over the version it was computed from, so two tabs (or two service
 * replicas) that both saw a run end cannot both move it on. False when another write came first.
 */
export async function writeRun(
  db: Knex,
  userId: number,
  run: FocusRun,
  fromVersion: number,
): Promise<boolean> {
  const values = {
    state: run.state,
    mode: run.mode,
    ends_at: run.endsAt,
    remaining_ms: run.remainingMs,
    duration_seconds: run.durationSeconds,
    task_id: run.taskId,
    records_session: run.recordsSession,
    run_key: run.runKey,
    version: fromVersion + 1,
  };
  if (fromVersion === 0) {
    // A user's first change: the idle row they were shown is written first, at version 0.
    await db('focus_runs')
      .insert({ user_id: userId, ...values, ...idleValues, version: 0 })
      .onConflict('user_id')
      .ignore();
  }
  const updated = await db('focus_runs')
    .where({ user_id: userId, version: fromVersion })
    .update(values);
  return updated === 1;
}

const idleValues = {
  state: IDLE_RUN.state,
  mode: IDLE_RUN.mode,
  ends_at: null,
  remaining_ms: null,
  duration_seconds: null,
  task_id: null,
  records_session: true,
  run_key: null,
};
