import type { Knex } from 'knex';
import { DEFAULT_SESSION_SECONDS } from '@ps/contracts/constants';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportCheckIn,
  type ExportDocument,
  type ExportFocusSession,
  type ExportHabit,
  type ExportProfile,
  type ExportTask,
} from '@ps/contracts/export-document';
import { weekStarts } from '@ps/contracts/habit-schedule';
import { toHabit, type HabitRow } from '@ps/db/habit-rows';
import { settingsOfRow, type SettingsRow } from '@ps/db/settings-rows';
import { toIsoTimestamp, toIsoTimestampOrNull } from '@ps/service/timestamps';
import type { UserRow } from '../users';
import { recordKey, type KeyedRow } from './record-keys';

/** Everything the account holds, as the versioned export document. */
export async function exportDocument(
  knex: Knex,
  user: UserRow,
  now: Date = new Date(),
): Promise<ExportDocument> {
  const habits = await exportHabits(knex, user.id);
  const habitKeys = new Map(habits.map(({ id, habit }) => [id, habit.key]));
  const tasks = await exportTasks(knex, user.id, habitKeys);
  const taskKeys = new Map(tasks.map(({ id, task }) => [id, task.key]));
  const settings = await knex<SettingsRow>('pomodoro_settings').where('user_id', user.id).first();
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: profileOf(user),
    settings: settings ? settingsOfRow(settings) : null,
    habits: habits.map(({ habit }) => habit),
    tasks: tasks.map(({ task }) => task),
    focusSessions: await exportFocusSessions(knex, user.id, taskKeys),
  };
}

function profileOf(row: UserRow): ExportProfile {
  return {
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    language: row.language,
    timezone: row.timezone,
    weekStart: weekStarts.find((start) => start === row.week_start) ?? null,
    vacation:
      row.vacation_from && row.vacation_to
        ? { from: row.vacation_from, to: row.vacation_to }
        : null,
  };
}

type HabitExportRow = HabitRow & KeyedRow;

async function exportHabits(knex: Knex, userId: number) {
  const rows = await knex<HabitExportRow>('habits')
    .where('user_id', userId)
    .orderBy(['position', 'id']);
  const checkIns = await checkInsOf(knex, userId);
  return rows.map((row) => {
    // The document keeps what the API gives, less the ids and the derived old frequency.
    const { id, frequency, updatedAt, ...habit } = toHabit(row);
    return {
      id,
      habit: {
        key: recordKey(row),
        ...habit,
        checkIns: checkIns.get(id) ?? [],
      } satisfies ExportHabit,
    };
  });
}

/** Every check-in of the user's habits, per habit, oldest first. */
async function checkInsOf(knex: Knex, userId: number): Promise<Map<number, ExportCheckIn[]>> {
  const rows = await knex('habit_completions as c')
    .join('habits as h', 'h.id', 'c.habit_id')
    .where('h.user_id', userId)
    .select('c.habit_id', 'c.completed_at', 'c.status', 'c.value', 'c.note')
    .orderBy(['c.habit_id', 'c.completed_at']);
  const byHabit = new Map<number, ExportCheckIn[]>();
  for (const row of rows) {
    const list = byHabit.get(row.habit_id) ?? [];
    list.push({
      date: row.completed_at,
      status: row.status === 'skipped' ? 'skipped' : 'done',
      value: row.value === null ? null : Number(row.value),
      note: row.note,
    });
    byHabit.set(row.habit_id, list);
  }
  return byHabit;
}

async function exportTasks(knex: Knex, userId: number, habitKeys: Map<number, string>) {
  const rows = await knex('tasks').where('user_id', userId).orderBy(['created_at', 'id']);
  return rows.map((row) => ({
    id: row.id as number,
    task: {
      key: recordKey(row),
      description: row.description,
      dueDate: row.due_date,
      priority: row.priority,
      status: row.status,
      habit: (row.habit_id !== null && habitKeys.get(row.habit_id)) || null,
      completedAt: toIsoTimestampOrNull(row.completed_at),
      createdAt: toIsoTimestamp(row.created_at),
    } satisfies ExportTask,
  }));
}

async function exportFocusSessions(
  knex: Knex,
  userId: number,
  taskKeys: Map<number, string>,
): Promise<ExportFocusSession[]> {
  const rows = await knex('pomodoro_sessions')
    .where('user_id', userId)
    .orderBy(['completed_at', 'id'])
    .select('task_id', 'duration', 'completed_at');
  return rows.map((row) => ({
    // A session recorded without a duration counts as a full 25-minute one.
    duration: Number(row.duration ?? DEFAULT_SESSION_SECONDS),
    completedAt: toIsoTimestamp(row.completed_at),
    task: (row.task_id !== null && taskKeys.get(row.task_id)) || null,
  }));
}
