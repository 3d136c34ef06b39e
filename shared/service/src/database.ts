import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { BoundedMap } from '@ps/contracts/bounded-map';
import { keepFixedReader } from './fixed-reads';

export type { Knex };

export interface DatabaseOptions {
  /** `mysql://user:pass@host:port/db`; absent means SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Connections per process on MySQL. */
  poolSize?: number;
}

export function createKnex({ databaseUrl, dataDir, poolSize = 10 }: DatabaseOptions): Knex {
  if (databaseUrl?.startsWith('mysql')) {
    return knexFactory({
      client: 'mysql2',
      connection: {
        uri: databaseUrl,
        // Calendar dates and timestamps stay strings end to end, never shifted by a zone.
        dateStrings: true,
        timezone: 'Z',
        charset: 'utf8mb4',
        supportBigNumbers: true,
      } as Knex.MySql2ConnectionConfig,
      pool: {
        min: 0,
        max: poolSize,
        afterCreate(connection: MysqlConnection, done: (error: Error | null) => void) {
          connection.query("SET time_zone = '+00:00'", (error) => done(error));
        },
      },
    });
  }
  mkdirSync(dataDir, { recursive: true });
  const filename = path.join(dataDir, 'productivity.sqlite');
  const knex = knexFactory({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      afterCreate(connection: SqliteConnection, done: (error: Error | null) => void) {
        connection.pragma('foreign_keys = ON');
        connection.pragma('journal_mode = WAL');
        // WAL makes NORMAL durable across process crashes; only power loss can drop the last commit.
        connection.pragma('synchronous = NORMAL');
        connection.pragma('busy_timeout = 5000');
        reusePreparedStatements(connection);
        done(null);
      },
    },
  });
  keepFixedReader(knex, filename);
  return knex;
}

interface MysqlConnection {
  query(sql: string, callback: (error: Error | null) => void): void;
}
interface SqliteConnection {
  pragma(statement: string): unknown;
  prepare(sql: string): unknown;
}

const PREPARED_STATEMENTS_KEPT = 500;

/**
 * knex has better-sqlite3 compile every query anew, about a tenth of a request's CPU. The same
 * SQL text gets the statement compiled before; SQLite recompiles it itself after a schema change.
 * Bounded, least recently used out first: IN lists of varying length each make their own text.
 */
function reusePreparedStatements(connection: SqliteConnection): void {
  const prepare = connection.prepare.bind(connection);
  const statements = new BoundedMap<string, unknown>(PREPARED_STATEMENTS_KEPT);
  connection.prepare = (sql) => statements.getOrCreate(sql, () => prepare(sql));
}

export function isMysql(knex: Knex): boolean {
  return knex.client.config.client === 'mysql2';
}

/** SQL for a whole day number of a `YYYY-MM-DD` column: consecutive dates differ by exactly 1. */
export function dayNumberSql(knex: Knex, column: string): string {
  return isMysql(knex) ? `TO_DAYS(${column})` : `CAST(julianday(${column}) AS INTEGER)`;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
