import type { Knex } from 'knex';
import { schemaReferences } from '@ps/db/schema-references';

type Value = string | number;
type Owned = Map<string, Set<Value>>;

/**
 * Every value of the user's rows that other rows may refer to, per `table.column`, found by
 * following the schema's references from `users.id` until nothing new turns up: the user's
 * habits' ids, their sessions' ids, and so on, whatever tables exist.
 */
export async function ownedValues(knex: Knex, userId: number): Promise<Owned> {
  const references = await schemaReferences(knex);
  const owned: Owned = new Map([['users.id', new Set<Value>([userId])]]);
  for (let changed = true; changed;) {
    changed = false;
    for (const ref of references) {
      const values = owned.get(`${ref.refTable}.${ref.refColumn}`);
      if (!values?.size) continue;
      const rows: Record<string, Value | null>[] = await knex(ref.table).whereIn(ref.column, [
        ...values,
      ]);
      for (const row of rows) {
        for (const [column, value] of Object.entries(row) as [string, Value | null][]) {
          const set = owned.get(`${ref.table}.${column}`) ?? new Set();
          if (value !== null && !set.has(value)) {
            set.add(value);
            changed = true;
          }
          owned.set(`${ref.table}.${column}`, set);
        }
      }
    }
  }
  return owned;
}

/**
 * `table.column → rows` for every reference that still reaches a row of the user: after the
 * account is deleted it must be empty.
 */
export async function rowsLeft(knex: Knex, owned: Owned): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  const userIds = [...(owned.get('users.id') ?? [])];
  const [{ count }] = await knex('users').whereIn('id', userIds).count({ count: '*' });
  if (Number(count)) left['users.id'] = Number(count);
  for (const ref of await schemaReferences(knex)) {
    const values = owned.get(`${ref.refTable}.${ref.refColumn}`);
    if (!values?.size) continue;
    const [row] = await knex(ref.table)
      .whereIn(ref.column, [...values])
      .count({ count: '*' });
    if (Number(row?.count)) left[`${ref.table}.${ref.column}`] = Number(row?.count);
  }
  return left;
}

/** How many rows the whole database holds, table by table: an import that failed adds none. */
export async function rowCounts(knex: Knex): Promise<Record<string, number>> {
  const references = await schemaReferences(knex);
  const tables = [...new Set(['users', ...references.map((r) => r.table)])].sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await knex(table).count({ count: '*' });
    counts[table] = Number(row?.count);
  }
  return counts;
}
