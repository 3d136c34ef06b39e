import type { Knex } from 'knex';
import type { IsoDate } from '@ps/contracts/dates';
import type { ExportCheckIn, ExportHabit } from '@ps/contracts/export-document';
import type { ImportCounts, ImportResult } from '@ps/contracts/your-data';
import { scheduleColumns, targetColumns } from '@ps/db/habit-history';
import { settingsRowOf } from '@ps/db/settings-rows';
import { toDbTimestamp, toIsoTimestamp } from '@ps/service/timestamps';
import type { ImportPlan } from './import-plan';
import { recordKey, type KeyedRow } from './record-keys';
import { noteHabitsChanged } from '@ps/db/habits-version';

/** Rows written per statement: well under either database's limit on parameters. */
const CHUNK = 200;

const noCounts = (): ImportCounts => ({ habits: 0, checkIns: 0, tasks: 0, focusSessions: 0 });

/** A dry run undoes its writes by failing its transaction on purpose with this. */
class DryRunDone extends Error {}

/**
 * Imports the plan into the user's account in one transaction, adding only what is not there:
 * a habit or task whose key the account already has (see `recordKey`), a check-in on a day its
 * habit already has, a focus session ending at the same instant with the same length. The dry
 * run does exactly the same, then rolls it all back, so the preview counts what the import adds.
 */
export async function applyImport(
  knex: Knex,
  userId: number,
  plan: ImportPlan,
  options: { dryRun: boolean; today: IsoDate },
): Promise<ImportResult> {
  let result: ImportResult | undefined;
  try {
    await knex.transaction(async (trx) => {
      result = await importInto(trx, userId, plan, options);
      if (options.dryRun) throw new DryRunDone();
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
  }
  if (!options.dryRun) await noteHabitsChanged(knex, userId);
  return result!;
}

async function importInto(
  trx: Knex.Transaction,
  userId: number,
  plan: ImportPlan,
  { dryRun, today }: { dryRun: boolean; today: IsoDate },
): Promise<ImportResult> {
  const added = noCounts();
  const alreadyPresent = noCounts();
  const count = (kind: keyof ImportCounts, isNew: boolean, by = 1) => {
    (isNew ? added : alreadyPresent)[kind] += by;
  };
  const habits = await importHabits(trx, userId, plan.habits, today, count);
  const tasks = await importTasks(trx, userId, plan, habits.ids, count);
  await importFocusSessions(trx, userId, plan, tasks, count);
  await restorePreferences(trx, userId, plan);
  return { source: plan.source, dryRun, added, alreadyPresent, habits: habits.preview };
}

type Count = (kind: keyof ImportCounts, isNew: boolean, by?: number) => void;

/** The user's habits or tasks by key. */
async function idsByKey(trx: Knex.Transaction, table: string, userId: number) {
  const rows: KeyedRow[] = await trx(table)
    .where('user_id', userId)
    .select('id', 'created_at', 'import_key');
  return new Map(rows.map((row) => [recordKey(row), row.id]));
}

async function importHabits(
  trx: Knex.Transaction,
  userId: number,
  habits: ExportHabit[],
  today: IsoDate,
  count: Count,
) {
  const ids = await idsByKey(trx, 'habits', userId);
  const offset = await positionOffset(trx, userId);
  const preview: ImportResult['habits'] = [];
  for (const habit of habits) {
    const checkIns = habit.checkIns.filter((checkIn) => checkIn.date <= today);
    let id = ids.get(habit.key);
    const isNew = id === undefined;
    count('habits', isNew);
    id ??= await insertHabit(trx, userId, habit, offset);
    ids.set(habit.key, id);
    const newCheckIns = await addCheckIns(trx, id, checkIns);
    count('checkIns', true, newCheckIns);
    count('checkIns', false, checkIns.length - newCheckIns);
    preview.push({ name: habit.name, isNew, checkIns: checkIns.length });
  }
  return { ids, preview };
}

/**
 * Imported habits keep their order and come after the account's own: their positions are
 * shifted past the highest one there (an empty account keeps them as they were).
 */
async function positionOffset(trx: Knex.Transaction, userId: number): Promise<number> {
  const row = await trx('habits').where('user_id', userId).max({ top: 'position' }).first();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

async function insertHabit(
  trx: Knex.Transaction,
  userId: number,
  habit: ExportHabit,
  offset: number,
): Promise<number> {
  const [id] = await trx('habits').insert({
    user_id: userId,
    import_key: habit.key,
    name: habit.name,
    description: habit.description,
    ...scheduleColumns(habit.schedule),
    ...targetColumns(habit.target),
    start_date: habit.startDate,
    is_active: habit.isActive,
    archived: habit.archived,
    position: habit.position + offset,
    created_at: toDbTimestamp(new Date(habit.createdAt)),
    updated_at: toDbTimestamp(),
  });
  return Number(id);
}

/**
 * Adds the check-ins on days the habit has none yet; returns how many. A habit's start date
 * moves back to its first check-in when one came before it.
 */
async function addCheckIns(
  trx: Knex.Transaction,
  habitId: number,
  checkIns: ExportCheckIn[],
): Promise<number> {
  const days: { completed_at: IsoDate }[] = await trx('habit_completions')
    .where('habit_id', habitId)
    .select('completed_at');
  const taken = new Set(days.map((day) => day.completed_at));
  const fresh = uniqueByDate(checkIns).filter((checkIn) => !taken.has(checkIn.date));
  const now = toDbTimestamp();
  const rows = fresh.map((checkIn) => ({
    habit_id: habitId,
    completed_at: checkIn.date,
    status: checkIn.status,
    value: checkIn.value,
    note: checkIn.note,
    created_at: now,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx('habit_completions').insert(rows.slice(i, i + CHUNK));
  }
  const first = fresh.reduce<IsoDate | null>(
    (min, c) => (!min || c.date < min ? c.date : min),
    null,
  );
  if (first) {
    await trx('habits').where('id', habitId).andWhere('start_date', '>', first).update({
      start_date: first,
    });
  }
  return fresh.length;
}

/** One check-in per day: a file listing a day twice keeps its first. */
function uniqueByDate(checkIns: ExportCheckIn[]): ExportCheckIn[] {
  const seen = new Set<IsoDate>();
  return checkIns.filter((checkIn) => !seen.has(checkIn.date) && seen.add(checkIn.date));
}

async function importTasks(
  trx: Knex.Transaction,
  userId: number,
  plan: ImportPlan,
  habitIds: Map<string, number>,
  count: Count,
): Promise<Map<string, number>> {
  const ids = await idsByKey(trx, 'tasks', userId);
  for (const task of plan.tasks) {
    const known = ids.get(task.key);
    count('tasks', known === undefined);
    if (known !== undefined) continue;
    const [id] = await trx('tasks').insert({
      user_id: userId,
      import_key: task.key,
      habit_id: (task.habit && habitIds.get(task.habit)) ?? null,
      description: task.description,
      due_date: task.dueDate,
      priority: task.priority,
      status: task.status,
      completed_at: task.completedAt && toDbTimestamp(new Date(task.completedAt)),
      created_at: toDbTimestamp(new Date(task.createdAt)),
      updated_at: toDbTimestamp(),
    });
    ids.set(task.key, Number(id));
  }
  return ids;
}

/** Focus sessions are told apart by the instant they ended and their length. */
async function importFocusSessions(
  trx: Knex.Transaction,
  userId: number,
  plan: ImportPlan,
  taskIds: Map<string, number>,
  count: Count,
): Promise<void> {
  const identity = (completedAt: string, duration: number) => `${completedAt} ${duration}`;
  const rows: { completed_at: string; duration: number }[] = await trx('pomodoro_sessions')
    .where('user_id', userId)
    .select('completed_at', 'duration');
  const known = new Set(rows.map((r) => identity(toIsoTimestamp(r.completed_at), r.duration)));
  const fresh = [];
  for (const session of plan.focusSessions) {
    const key = identity(new Date(session.completedAt).toISOString(), session.duration);
    count('focusSessions', !known.has(key));
    if (known.has(key)) continue;
    known.add(key);
    const at = toDbTimestamp(new Date(session.completedAt));
    fresh.push({
      user_id: userId,
      task_id: (session.task && taskIds.get(session.task)) ?? null,
      duration: session.duration,
      completed_at: at,
      created_at: at,
    });
  }
  for (let i = 0; i < fresh.length; i += CHUNK) {
    await trx('pomodoro_sessions').insert(fresh.slice(i, i + CHUNK));
  }
}

/**
 * An own export brings the profile's preferences (names, language, zone, week start, vacation)
 * and the timer settings back with it; the username, email and password stay the account's.
 */
async function restorePreferences(
  trx: Knex.Transaction,
  userId: number,
  plan: ImportPlan,
): Promise<void> {
  const { profile, settings } = plan;
  if (profile) {
    await trx('users')
      .where('id', userId)
      .update({
        first_name: profile.firstName,
        last_name: profile.lastName,
        language: profile.language,
        timezone: profile.timezone,
        week_start: profile.weekStart,
        vacation_from: profile.vacation?.from ?? null,
        vacation_to: profile.vacation?.to ?? null,
        updated_at: toDbTimestamp(),
      });
  }
  if (settings) {
    const values = { ...settingsRowOf(settings), updated_at: toDbTimestamp() };
    await trx('pomodoro_settings')
      .insert({ user_id: userId, ...values })
      .onConflict('user_id')
      .merge(values);
  }
}
