import * as z from 'zod/mini';
import { BoundedMap } from '@ps/contracts/bounded-map';
import { englishErrorText } from '@ps/contracts/errors';

/** A calendar date, `YYYY-MM-DD`, with no time and no zone. */
export type IsoDate = string;

const DAY_MS = 86_400_000;

/**
 * Whether `value` is a real calendar day written YYYY-MM-DD. Counted (dayNumber) rather than
 * parsed into a Date: answers carry thousands of dates (a year of check-ins), each checked as it
 * is read.
 */
export function isIsoDate(value: string): boolean {
  return dayNumber(value) !== undefined;
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
  .check(z.refine(isIsoDate, { message: englishErrorText('dateFormat') }));

/** A date a client sends: a real calendar day within the accepted range. */
export const isoDateSchema = calendarDateSchema.check(
  z.refine((date) => date >= EARLIEST_DATE && date <= LATEST_DATE, {
    message: englishErrorText('dateOutOfRange'),
  }),
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
export const timeZoneSchema = z.pipe(
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(MAX_ZONE_LENGTH),
      z.refine(isValidTimeZone, { message: englishErrorText('unknownTimeZone') }),
    ),
  z.transform((zone: string) => canonicalTimeZone(zone)!),
);

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

/*
 * Date arithmetic runs in whole loops over a habit's history (a year of days per habit, per
 * request), so a real calendar date is turned into its day number (days since 1970-01-01) and
 * back by arithmetic on the proleptic Gregorian calendar, with no Date parsing or formatting.
 * Anything else (a malformed string, a year outside 0000–9999) takes Date's way, as it always did.
 */

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const TWO_DIGITS = Array.from({ length: 32 }, (_, n) => String(n).padStart(2, '0'));
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** The day number of a real calendar date `YYYY-MM-DD` (0 is 1970-01-01), else undefined. */
export function dayNumber(date: IsoDate): number | undefined {
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45)
    return undefined;
  const year = digits(date, 0, 4);
  const month = digits(date, 5, 7);
  const day = digits(date, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1) return undefined;
  if (day > (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!)) return undefined;
  // Days from civil (H. Hinnant): years counted from March, so the leap day ends a year.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The decimal number in `text[from, to)`, or -1 when any character there is not a digit. */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) {
    const code = text.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return -1;
    value = value * 10 + code;
  }
  return value;
}

/** The calendar date of a day number, when its year has four digits; else undefined. */
export function dateOfDayNumber(dayNo: number): IsoDate | undefined {
  const z = dayNo + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return undefined;
  const yyyy = year >= 1000 ? String(year) : String(year).padStart(4, '0');
  return `${yyyy}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const from = Number.isInteger(days) ? dayNumber(date) : undefined;
  const fast = from === undefined ? undefined : dateOfDayNumber(from + days);
  if (fast !== undefined) return fast;
  const t = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start !== undefined && end !== undefined) return end - start;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The `count` dates ending with `last`, oldest first. */
export function lastDays(last: IsoDate, count: number): IsoDate[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** 0 = Monday … 6 = Sunday, for a calendar date. */
export function weekdayIndex(date: IsoDate): number {
  const dayNo = dayNumber(date);
  // 1970-01-01 was a Thursday (3).
  if (dayNo !== undefined) return (((dayNo + 3) % 7) + 7) % 7;
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
