import type { Knex } from 'knex';
import { fixedRead } from '@ps/service/fixed-reads';

/** The row the stats are read from: the user's row with each area's figures beside it. */
export type StatsRow = Record<string, unknown>;

/**
 * One area's part of the stats read. The dashboard's figures come from one query, the user's row
 * with each area's figures joined to it, instead of a query per area; its SQL text is the same on
 * every request (only bindings change), so it is a fixed read.
 */
export interface StatsPart<T> {
  /** SQL expressions for the select list, each with a name unique in the read; no bindings. */
  columns: readonly string[];
  /** SQL joined to `users`: tables or one-row aggregates (`cross join (…) as name`). */
  joins: string;
  /** The values of the `?` in `joins`, in order. */
  bindings: readonly (string | number)[];
  /** The area's figures, from the row read (empty when the user has no row). */
  figures(row: StatsRow): T | Promise<T>;
}

/** The user's row with every part's columns, in one query. */
export async function readStats(
  knex: Knex,
  userId: number,
  parts: readonly StatsPart<unknown>[],
): Promise<StatsRow> {
  const sql =
    `select ${parts.flatMap((part) => part.columns).join(', ')} from users ` +
    `${parts.map((part) => part.joins).join(' ')} where users.id = ? limit 1`;
  const bindings = [...parts.flatMap((part) => part.bindings), userId];
  const [row] = await fixedRead<StatsRow>(knex, sql, bindings);
  return row ?? {};
}
