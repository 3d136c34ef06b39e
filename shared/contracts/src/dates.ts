import { z } from 'zod';

/** A calendar date, `YYYY-MM-DD`, with no time and no zone. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'Use a date in the form YYYY-MM-DD' });

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isValidTimeZone, { message: 'Unknown time zone' });

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date an instant falls on in a time zone (en-CA formats as YYYY-MM-DD). */
export function localDate(instant: Date, timeZone: string): IsoDate {
  return formatterFor(timeZone).format(instant);
}

/** "Today" for a user is their own calendar day, never the server's. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  return localDate(now, timeZone);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const t = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The `count` dates ending with `last`, oldest first. */
export function lastDays(last: IsoDate, count: number): IsoDate[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** 0 = Monday … 6 = Sunday, for a calendar date. */
export function weekdayIndex(date: IsoDate): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Weeks start on Monday (ISO 8601). */
export function weekStart(date: IsoDate): IsoDate {
  return addDays(date, -weekdayIndex(date));
}

/**
 * The UTC instants bounding a local calendar day: [start, end).
 * Found by probing, so days of 23 or 25 hours around daylight-saving changes come out right.
 */
export function localDayBounds(date: IsoDate, timeZone: string): { start: Date; end: Date } {
  return {
    start: new Date(startOfLocalDayMs(date, timeZone)),
    end: new Date(startOfLocalDayMs(addDays(date, 1), timeZone)),
  };
}

/** Probing costs dozens of formatter calls; a server asks for the same few days all day long. */
const dayStarts = new Map<string, number>();
function startOfLocalDayMs(date: IsoDate, timeZone: string): number {
  const key = `${timeZone} ${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    if (dayStarts.size >= 1000) dayStarts.clear();
    start = startOfLocalDay(date, timeZone).getTime();
    dayStarts.set(key, start);
  }
  return start;
}

function startOfLocalDay(date: IsoDate, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // Offsets lie within ±14 h; step hourly from the earliest candidate to the first instant on `date`.
  let candidate = midnightUtc - 14 * 3_600_000;
  while (localDate(new Date(candidate), timeZone) < date) candidate += 3_600_000;
  // Narrow to the minute for zones with half- and quarter-hour offsets.
  let low = candidate - 3_600_000;
  while (candidate - low > 60_000) {
    const mid = low + Math.max(1, Math.floor((candidate - low) / 120_000)) * 60_000;
    if (localDate(new Date(mid), timeZone) < date) low = mid;
    else candidate = mid;
  }
  return new Date(candidate);
}
