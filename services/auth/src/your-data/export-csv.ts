import { strToU8, zipSync } from 'fflate';
import type { ExportDocument } from '@ps/contracts/export-document';
import type { Schedule } from '@ps/contracts/habit-schedule';
import { csvFile, csvTimestamp as time } from './csv';

/** A schedule in words a spreadsheet reader understands: `3 per week`, `weekdays 1 3 5`. */
function scheduleText(schedule: Schedule): string {
  switch (schedule.kind) {
    case 'daily':
      return 'daily';
    case 'weekdays':
      return `weekdays ${schedule.days.join(' ')}`;
    case 'timesPerWeek':
      return `${schedule.times} per week`;
    case 'timesPerMonth':
      return `${schedule.times} per month`;
    case 'everyNDays':
      return `every ${schedule.interval} days`;
  }
}

function profileCsv({ profile: p }: ExportDocument): string {
  const header = ['username', 'email', 'firstName', 'lastName', 'language', 'timezone'];
  return csvFile(
    [...header, 'weekStart', 'vacationFrom', 'vacationTo'],
    [
      [
        ...[p.username, p.email, p.firstName, p.lastName, p.language, p.timezone, p.weekStart],
        ...[p.vacation?.from ?? null, p.vacation?.to ?? null],
      ],
    ],
  );
}

/** One row of the timer settings, blocked sites separated by spaces; no row for the defaults. */
function settingsCsv({ settings: s }: ExportDocument): string {
  const header = ['workMinutes', 'breakMinutes', 'sound', 'autoStart', 'blocking'];
  const row = s && [s.workMinutes, s.breakMinutes, s.sound, s.autoStart, s.blocking];
  return csvFile(
    [...header, 'notifications', 'blockedSites'],
    s && row ? [[...row, s.notifications, s.blockedSites.join(' ')]] : [],
  );
}

function habitsCsv(doc: ExportDocument): string {
  const header = ['key', 'name', 'description', 'schedule', 'targetAmount', 'targetUnit'];
  const more = ['targetDirection', 'startDate', 'isActive', 'archived', 'position', 'createdAt'];
  return csvFile(
    [...header, ...more],
    doc.habits.map((h) => [
      ...[h.key, h.name, h.description, scheduleText(h.schedule)],
      ...[h.target?.amount ?? null, h.target?.unit ?? null, h.target?.direction ?? null],
      ...[h.startDate, h.isActive, h.archived, h.position, time(h.createdAt)],
    ]),
  );
}

function checkInsCsv(doc: ExportDocument): string {
  return csvFile(
    ['habitKey', 'habitName', 'date', 'status', 'value', 'note'],
    doc.habits.flatMap((h) =>
      h.checkIns.map((c) => [h.key, h.name, c.date, c.status, c.value, c.note]),
    ),
  );
}

function tasksCsv(doc: ExportDocument): string {
  const header = ['key', 'description', 'dueDate', 'priority', 'status', 'habitKey'];
  return csvFile(
    [...header, 'completedAt', 'createdAt'],
    doc.tasks.map((t) => [
      ...[t.key, t.description, t.dueDate, t.priority, t.status, t.habit],
      ...[time(t.completedAt), time(t.createdAt)],
    ]),
  );
}

function focusSessionsCsv(doc: ExportDocument): string {
  return csvFile(
    ['completedAt', 'durationSeconds', 'taskKey'],
    doc.focusSessions.map((s) => [time(s.completedAt), s.duration, s.task]),
  );
}

export const CSV_FILES = {
  'profile.csv': profileCsv,
  'settings.csv': settingsCsv,
  'habits.csv': habitsCsv,
  'check-ins.csv': checkInsCsv,
  'tasks.csv': tasksCsv,
  'focus-sessions.csv': focusSessionsCsv,
} as const;

/**
 * The export document as CSV files, one per kind of record, zipped. Dates are YYYY-MM-DD,
 * instants `YYYY-MM-DD HH:MM:SS` in UTC; records refer to each other by their `key` column.
 */
export function exportZip(doc: ExportDocument): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(CSV_FILES).map(([name, toCsv]) => [name, strToU8(toCsv(doc))]),
    ),
  );
}
