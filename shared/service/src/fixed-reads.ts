import Database from 'better-sqlite3';
import type { Knex } from 'knex';

/*
 * The reads every signed-in request makes (its session) and the dashboard's figures are each one
 * SQL text that never changes, bindings apart. On SQLite they run on a connection of their own:
 * better-sqlite3 answers a read synchronously in a few microseconds, while through knex the same
 * read costs several times that and, under load, waits in the queue of knex's one-connection pool
 * behind every query in flight. WAL lets this connection read what the other has committed. On
 * MySQL a fixed read is `knex.raw`, on the pool.
 */

type Bindings = readonly (string | number | null)[];

interface FixedReader {
  all(sql: string, bindings: Bindings): unknown[];
  close(): void;
}

const FIXED_TEXTS_KEPT = 100;

const readers = new WeakMap<Knex, FixedReader>();

/** The rows of a read whose SQL text is fixed. Outside any transaction: it sees only commits. */
export async function fixedRead<Row>(knex: Knex, sql: string, bindings: Bindings): Promise<Row[]> {
  const reader = readers.get(knex);
  if (reader) return reader.all(sql, bindings) as Row[];
  const result = await knex.raw(sql, [...bindings]);
  // mysql2 answers [rows, fields]; better-sqlite3 through knex, the rows.
  return (Array.isArray(result[0]) ? result[0] : result) as Row[];
}

/**
 * Gives the SQLite knex `knex` a reader on `filename` for fixed reads, opened at the first one and
 * closed with the knex. Its statements are kept by their text: a fixed text is a constant string,
 * found again at the cost of one comparison.
 */
export function keepFixedReader(knex: Knex, filename: string): void {
  let connection: Database.Database | undefined;
  const statements = new Map<string, Database.Statement>();
  const open = () => {
    const opened = new Database(filename);
    opened.pragma('busy_timeout = 5000');
    opened.pragma('query_only = ON');
    return opened;
  };
  readers.set(knex, {
    all(sql, bindings) {
      connection ??= open();
      let statement = statements.get(sql);
      if (!statement) {
        // Fixed texts are few; a caller building texts anew must not grow this without end.
        if (statements.size >= FIXED_TEXTS_KEPT) statements.clear();
        statement = connection.prepare(sql);
        statements.set(sql, statement);
      }
      return statement.all(...bindings);
    },
    close() {
      readers.delete(knex);
      connection?.close();
      statements.clear();
    },
  });
  // knex.destroy() ends in its client's destroy, which an instance may replace (knex's own may not).
  const client = knex.client as { destroy(callback?: unknown): Promise<void> };
  const destroy = client.destroy.bind(client);
  client.destroy = (callback) => {
    readers.get(knex)?.close();
    return destroy(callback);
  };
}
