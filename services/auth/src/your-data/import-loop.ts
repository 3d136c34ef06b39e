import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { EARLIEST_DATE, type IsoDate } from '@ps/contracts/dates';
import type { ExportCheckIn, ExportHabit } from '@ps/contracts/export-document';
import type { Target } from '@ps/contracts/habit-schedule';
import { apiError } from '@ps/service/errors';
import type { ImportPlan } from './import-plan';
import { scheduleOfLoopFrequency } from './loop-schedule';

/** The Loop Habit Tracker schema versions this import reads (`PRAGMA user_version`). */
const FIRST_VERSION = 22;
const LAST_VERSION = 25;

/** Loop's yes/no values: done by the user, done implicitly by the schedule, skipped. */
const YES_MANUAL = 2;
const SKIP = 3;
const MEASURABLE = 1;
const AT_MOST = 1;

interface LoopHabit {
  id: number;
  name: string | null;
  description: string | null;
  question: string | null;
  uuid: string | null;
  freq_num: number | null;
  freq_den: number | null;
  type: number | null;
  target_type: number | null;
  target_value: number | null;
  unit: string | null;
  archived: number | null;
  position: number | null;
}

interface LoopRepetition {
  habit: number;
  timestamp: number;
  value: number;
  notes: string | null;
}

/**
 * A Loop backup (a SQLite file) as an import plan. The bytes go to a temporary file opened
 * read-only and removed afterwards. A version outside 22–25 is refused by name; a database
 * without Loop's tables is not a Loop backup; one that fails to read is damaged.
 */
export function planOfLoopBackup(bytes: Buffer, today: IsoDate, now: Date): ImportPlan {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ps-loop-'));
  try {
    const file = path.join(folder, 'backup.db');
    writeFileSync(file, bytes);
    const db = openReadOnly(file);
    try {
      return readBackup(db, today, now);
    } catch (error) {
      throw isApiError(error) ? error : apiError(400, 'importDamaged');
    } finally {
      db.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function openReadOnly(file: string): Database.Database {
  try {
    return new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    throw apiError(400, 'importDamaged');
  }
}

function isApiError(error: unknown): boolean {
  return (error as { name?: string })?.name === 'ApiError';
}

function readBackup(db: Database.Database, today: IsoDate, now: Date): ImportPlan {
  const tables = new Set(
    db
      .prepare<[], { name: string }>("select name from sqlite_master where type = 'table'")
      .all()
      .map((row) => row.name),
  );
  if (!tables.has('Habits') || !tables.has('Repetitions')) {
    throw apiError(400, 'importUnrecognised');
  }
  const version = Number(db.pragma('user_version', { simple: true }));
  if (version < FIRST_VERSION || version > LAST_VERSION) {
    throw apiError(400, 'importVersionUnsupported', { version });
  }
  const habits = readHabits(db, version);
  const byHabit = readRepetitions(db, version, habits, today);
  const createdAt = now.toISOString();
  return {
    source: 'loop',
    profile: null,
    settings: null,
    habits: habits.map((habit) => habitOf(habit, byHabit.get(habit.id) ?? [], today, createdAt)),
    tasks: [],
    focusSessions: [],
  };
}

function readHabits(db: Database.Database, version: number): LoopHabit[] {
  // Version 23 added the question (and moved the old description into it), 24 the uuid.
  const question = version >= 23 ? 'question' : 'null as question';
  const uuid = version >= 24 ? 'uuid' : 'null as uuid';
  return db
    .prepare<[], LoopHabit>(
      `select id, name, description, ${question}, ${uuid}, freq_num, freq_den, type,
              target_type, target_value, unit, archived, position
       from Habits order by position, id`,
    )
    .all();
}

/** Each habit's check-ins, oldest first; entries that mean nothing here are left out. */
function readRepetitions(
  db: Database.Database,
  version: number,
  habits: LoopHabit[],
  today: IsoDate,
): Map<number, ExportCheckIn[]> {
  const measurable = new Set(habits.filter((h) => h.type === MEASURABLE).map((h) => h.id));
  const notes = version >= 25 ? 'notes' : 'null as notes';
  const rows = db
    .prepare<[], LoopRepetition>(
      `select habit, timestamp, value, ${notes} from Repetitions order by habit, timestamp`,
    )
    .all();
  const byHabit = new Map<number, ExportCheckIn[]>();
  for (const row of rows) {
    const checkIn = checkInOf(row, measurable.has(row.habit), today);
    if (!checkIn) continue;
    const list = byHabit.get(row.habit) ?? [];
    list.push(checkIn);
    byHabit.set(row.habit, list);
  }
  return byHabit;
}

/**
 * One Loop entry as a check-in, or null:
 * - the day is the UTC date of its timestamp (Loop stores 00:00 UTC of the day); days before 1970
 *   or after the user's today are left out;
 * - yes/no: done by the user → done, skipped → skipped; done implicitly by the schedule (the
 *   app works that out itself), not done and unknown → nothing;
 * - measurable: the amount (stored times 1000) → done with that value; a negative one → nothing.
 */
function checkInOf(row: LoopRepetition, measurable: boolean, today: IsoDate): ExportCheckIn | null {
  const time = new Date(Number(row.timestamp));
  if (Number.isNaN(time.getTime())) return null;
  const date = time.toISOString().slice(0, 10);
  if (date < EARLIEST_DATE || date > today) return null;
  const note = textOf(row.notes, 500);
  if (measurable) {
    const value = Number(row.value) / 1000;
    if (!(value >= 0) || value > 1_000_000) return null;
    return { date, status: 'done', value, note };
  }
  if (row.value === YES_MANUAL) return { date, status: 'done', value: null, note };
  if (row.value === SKIP) return { date, status: 'skipped', value: null, note };
  return null;
}

/** Trimmed text cut to `max` characters; empty is null. */
function textOf(value: string | null, max: number): string | null {
  const text = (value ?? '').trim().slice(0, max).trim();
  return text || null;
}

/**
 * A Loop habit as ours. Its key is its uuid (v24+) or its row id, so the same backup imported
 * again finds it. The start date is its first check-in's day (Loop keeps no creation date), or
 * today when it has none.
 */
function habitOf(
  habit: LoopHabit,
  checkIns: ExportCheckIn[],
  today: IsoDate,
  createdAt: string,
): ExportHabit {
  return {
    key: habit.uuid ? `loop:${habit.uuid}`.slice(0, 100) : `loop:id:${habit.id}`,
    name: textOf(habit.name, 100) ?? `Loop habit ${habit.id}`,
    // Version 23 on keeps the text in `question`; before it, in `description`.
    description: textOf(habit.question, 500) ?? textOf(habit.description, 500),
    schedule: scheduleOfLoopFrequency(Number(habit.freq_num), Number(habit.freq_den)),
    target: habit.type === MEASURABLE ? targetOf(habit) : null,
    startDate: checkIns[0]?.date ?? today,
    isActive: true,
    archived: Boolean(habit.archived),
    position: Number(habit.position) || 0,
    createdAt,
    checkIns,
  };
}

/** A measurable habit's goal; one without a positive target value records amounts only. */
function targetOf(habit: LoopHabit): Target | null {
  const amount = Number(habit.target_value);
  if (!(amount > 0) || amount > 1_000_000) return null;
  return {
    amount,
    unit: textOf(habit.unit, 20) ?? '',
    direction: habit.target_type === AT_MOST ? 'atMost' : 'atLeast',
  };
}
