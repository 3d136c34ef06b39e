import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/** A habit as Loop Habit Tracker stores it; left-out fields take Loop's defaults. */
export interface LoopHabitRow {
  id: number;
  name: string;
  description?: string;
  uuid?: string;
  freqNum?: number;
  freqDen?: number;
  type?: 0 | 1;
  targetType?: 0 | 1;
  targetValue?: number;
  unit?: string;
  archived?: boolean;
  position?: number;
}

/** An entry: the day, and Loop's value (2 done, 1 implicit, 0 no, 3 skip; amount × 1000). */
export interface LoopRepetitionRow {
  habit: number;
  date: string;
  value: number;
  notes?: string;
}

/**
 * A Loop backup file in the schema of `version` (22–25), as Loop's "Export full backup" writes
 * it: v23 keeps the description in `question`, v24 adds `uuid`, v25 `notes` on entries.
 */
export function buildLoopBackup(
  version: number,
  habits: LoopHabitRow[],
  repetitions: LoopRepetitionRow[],
): Buffer {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'loop-build-'));
  const file = path.join(folder, 'backup.db');
  const db = new Database(file);
  try {
    db.exec(`
      CREATE TABLE android_metadata (locale TEXT);
      CREATE TABLE Habits ( id integer primary key autoincrement, archived integer, color integer,
        description text, freq_den integer, freq_num integer, highlight integer, name text,
        position integer, reminder_hour integer, reminder_min integer,
        reminder_days integer not null default 127, type integer not null default 0,
        target_type integer not null default 0, target_value real not null default 0,
        unit text not null default ""
        ${version >= 23 ? ', question text' : ''}${version >= 24 ? ', uuid text' : ''});
      CREATE TABLE Events ( id integer primary key autoincrement, timestamp integer,
        message text, server_id integer );
      CREATE TABLE Repetitions ( id integer primary key autoincrement,
        habit integer not null references habits(id), timestamp integer not null,
        value integer not null${version >= 25 ? ', notes text' : ''});
      CREATE UNIQUE INDEX idx_repetitions_habit_timestamp on Repetitions( habit, timestamp);
    `);
    for (const habit of habits) insertHabit(db, version, habit);
    for (const repetition of repetitions) insertRepetition(db, version, repetition);
    db.pragma(`user_version = ${version}`);
  } finally {
    db.close();
  }
  const bytes = readFileSync(file);
  rmSync(folder, { recursive: true, force: true });
  return bytes;
}

function insertHabit(db: Database.Database, version: number, habit: LoopHabitRow): void {
  const row: Record<string, unknown> = {
    id: habit.id,
    archived: habit.archived ? 1 : 0,
    color: 8,
    // From version 23 on the text is the question and the description is left empty.
    description: version >= 23 ? '' : (habit.description ?? ''),
    freq_den: habit.freqDen ?? 1,
    freq_num: habit.freqNum ?? 1,
    highlight: 0,
    name: habit.name,
    position: habit.position ?? habit.id,
    type: habit.type ?? 0,
    target_type: habit.targetType ?? 0,
    target_value: habit.targetValue ?? 0,
    unit: habit.unit ?? '',
  };
  if (version >= 23) row.question = habit.description ?? '';
  if (version >= 24) row.uuid = habit.uuid ?? `uuid-${habit.id}`;
  const columns = Object.keys(row);
  db.prepare(
    `insert into Habits (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  ).run(row);
}

function insertRepetition(db: Database.Database, version: number, rep: LoopRepetitionRow): void {
  const timestamp = Date.parse(`${rep.date}T00:00:00Z`);
  if (version >= 25) {
    db.prepare('insert into Repetitions (habit, timestamp, value, notes) values (?, ?, ?, ?)').run(
      rep.habit,
      timestamp,
      rep.value,
      rep.notes ?? '',
    );
  } else {
    db.prepare('insert into Repetitions (habit, timestamp, value) values (?, ?, ?)').run(
      rep.habit,
      timestamp,
      rep.value,
    );
  }
}

/** Any other SQLite database, made of the statements given. */
export function buildSqlite(sql: string): Buffer {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sqlite-build-'));
  const file = path.join(folder, 'other.db');
  const db = new Database(file);
  db.exec(sql);
  db.close();
  const bytes = readFileSync(file);
  rmSync(folder, { recursive: true, force: true });
  return bytes;
}
