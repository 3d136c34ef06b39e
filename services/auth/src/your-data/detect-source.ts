import type { ImportSource } from '@ps/contracts/your-data';
import { apiError } from '@ps/service/errors';

/** Every SQLite database file starts with these 16 bytes. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * Which kind of file the bytes are, told by the bytes alone: a SQLite database is a Loop Habit
 * Tracker backup (whether it really is one is checked as it is read); text starting with `{`
 * (after an optional byte order mark and white space) is taken for our JSON export. Anything
 * else is `importUnrecognised`.
 */
export function sourceOf(bytes: Buffer): ImportSource {
  if (bytes.subarray(0, SQLITE_HEADER.length).equals(SQLITE_HEADER)) return 'loop';
  const start = bytes
    .subarray(0, 64)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (start.startsWith('{')) return 'productivity-suite';
  throw apiError(400, 'importUnrecognised');
}
