/**
 * Timestamps are UTC instants. In the database they are `YYYY-MM-DD HH:MM:SS.sss` (a DATETIME(3)
 * on MySQL, the same text on SQLite, so both sort and compare alike); the API sends ISO strings.
 */
export function toDbTimestamp(instant: Date = new Date()): string {
  return instant.toISOString().replace('T', ' ').replace('Z', '');
}

const STORED_FORM = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/;

export function toIsoTimestamp(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  // The stored form has exactly this shape; rewriting it is much cheaper than parsing a Date.
  if (STORED_FORM.test(value)) return `${value.slice(0, 10)}T${value.slice(11)}Z`;
  return new Date(`${value.replace(' ', 'T')}Z`).toISOString();
}

export function toIsoTimestampOrNull(value: string | Date | null): string | null {
  return value === null ? null : toIsoTimestamp(value);
}
