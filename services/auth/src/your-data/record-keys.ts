import { toIsoTimestamp } from '@ps/service/timestamps';

/** The columns a habit's or task's key is made from. */
export interface KeyedRow {
  id: number;
  created_at: string;
  import_key: string | null;
}

/**
 * A habit's or task's key in exports: the key it was imported with, which it keeps for good, or
 * for a record made here, its id and the instant it was made (an id alone could name another
 * record in another database).
 */
export function recordKey(row: KeyedRow): string {
  return row.import_key ?? `ps:${row.id}:${Date.parse(toIsoTimestamp(row.created_at))}`;
}
