import { z } from 'zod';
import { BoundedMap } from './bounded-map';
import { englishErrorText } from './errors';

/** A calendar date, `YYYY-MM-DD`, with no time and no zone. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * The dates the API accepts: from 1970 to 2199. Outside that no day of a habit, task or focus
 * session makes sense, and the bound keeps every date arithmetic (the day after, a year's range)
 * inside the four-digit years both databases store.
 */
export const EARLIEST_DATE: IsoDate = '1970-01-01';
export const LATEST_DATE: IsoDate = '2199-12-31';

/** A real calendar day in the form YYYY-MM-DD, as stored: what answers carry. */
export const calendarDateSchema = z
  .string()
  .refine(isIsoDate, { message: englishErrorText('dateFormat') });

/** A date a client sends: a real calendar day within the accepted range. */
export const isoDateSchema = calendarDateSchema.refine(
  (date) => date >= EARLIEST_DATE && date <= LATEST_DATE,
  { message: englishErrorText('dateOutOfRange') },
);

/** Names longer than any IANA zone are refused before Intl is asked. */
const MAX_ZONE_LENGTH = 64;

// Each process-wide cache below is bounded: their keys come from request headers, and an
// attacker sending endless spellings ("europe/PARIS", "EUROPE/paris", …) must not grow memory.
const canonicalZones = new BoundedMap<string, string | null>(1_000);
const formatters = new BoundedMap<string, Intl.DateTimeFormat>(500);
const dayStarts = new BoundedMap<string, number>(2_000);

/**
 * The IANA name Intl settles on for a zone, whatever its spelling ("europe/paris" is
 * "Europe/Paris"), or undefined for something that is not a zone. Every other cache keys on
 * this canonical name, so spellings of one zone share one entry.
 */
export function canonicalTimeZone(timeZone: string): string | undefined {
  if (!timeZone || timeZone.length > MAX_ZONE_LENGTH) return undefined;
  const canonical = canonicalZones.getOrCreate(timeZone, () => {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
    } catch {
      return null;
    }
  });
  return canonical ?? undefined;
}

export function isValidTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== undefined;
}

/** A zone from a client, stored and used by its canonical name. */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(MAX_ZONE_LENGTH)
  .refine(isValidTimeZone, { message: englishErrorText('unknownTimeZone') })
  .transform((zone) => canonicalTimeZone(zone)!);

/** How full each process-wide date cache is, for tests that prove the bounds hold. */
export function dateCacheSizes(): Record<'zones' | 'formatters' | 'dayStarts', number> {
  return { zones: canonicalZones.size, formatters: formatters.size, dayStarts: dayStarts.size };
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const zone = canonicalTimeZone(timeZone) ?? timeZone;
  return formatters.getOrCreate(
    zone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  );
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
function startOfLocalDayMs(date: IsoDate, timeZone: string): number {
  const zone = canonicalTimeZone(timeZone) ?? timeZone;
  return dayStarts.getOrCreate(`${zone} ${date}`, () => startOfLocalDay(date, zone).getTime());
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
