import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { createKnex } from '@ps/service/database';
import { migrateLatest } from '../migrate';

export interface TestDatabase {
  name: 'sqlite' | 'mysql';
  knex: Knex;
  dataDir: string;
  drop(): Promise<void>;
}

// Database tests run many statements each; generous on a loaded machine.
jest.setTimeout(30_000);

/** SQLite always; MySQL too when MYSQL_URL names a server (e.g. mysql://root@127.0.0.1:3306/test). */
export const DATABASE_KINDS: TestDatabase['name'][] = process.env.MYSQL_URL
  ? ['sqlite', 'mysql']
  : ['sqlite'];

/**
 * A fresh, migrated database of its own for one test file: a temp SQLite file, or a MySQL
 * database `ps_test_<random>` dropped afterwards, so concurrent files never meet.
 */
export async function createTestDatabase(kind: TestDatabase['name']): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ps-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    const knex = createKnex({ dataDir });
    await migrateLatest(knex);
    return {
      name: kind,
      knex,
      dataDir,
      drop: async () => {
        await knex.destroy();
        removeDir();
      },
    };
  }
  const server = new URL(process.env.MYSQL_URL!);
  const database = `ps_test_${randomBytes(5).toString('hex')}`;
  const admin = createKnex({ databaseUrl: server.toString(), dataDir, poolSize: 1 });
  await admin.raw(`create database ${database} character set utf8mb4`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  const knex = createKnex({ databaseUrl: url.toString(), dataDir, poolSize: 5 });
  await migrateLatest(knex);
  return {
    name: kind,
    knex,
    dataDir,
    drop: async () => {
      await knex.destroy();
      await admin.raw(`drop database if exists ${database}`);
      await admin.destroy();
      removeDir();
    },
  };
}

/** `describe` once per configured database, with a fresh migrated database for the block. */
export function describeEachDatabase(title: string, body: (db: () => TestDatabase) => void): void {
  for (const kind of DATABASE_KINDS) {
    describe(`${title} [${kind}]`, () => {
      let db: TestDatabase;
      // Creating and migrating a MySQL database takes seconds on a busy machine.
      beforeAll(async () => {
        db = await createTestDatabase(kind);
      }, 60_000);
      afterAll(async () => {
        await db?.drop();
      }, 60_000);
      body(() => db);
    });
  }
}
