import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createKnex } from '@ps/service/database';
import { fixedRead } from '@ps/service/fixed-reads';
import { toDbTimestamp } from '@ps/service/timestamps';
import { describeEachDatabase } from '@ps/db/testing/databases';
import { migrateLatest } from '../src/migrate';

const USER_BY_NAME = 'select id, username from users where username = ? limit 1';

describeEachDatabase('fixed reads', (db) => {
  const addUser = async (username: string) => {
    const now = toDbTimestamp();
    await db().knex('users').insert({ username, password: 'x', created_at: now, updated_at: now });
  };

  it('answers the rows knex answers, and sees a write once it is committed', async () => {
    const { knex } = db();
    expect(await fixedRead(knex, USER_BY_NAME, ['ada'])).toEqual([]);
    await addUser('ada');
    const [row] = await fixedRead<{ id: number; username: string }>(knex, USER_BY_NAME, ['ada']);
    expect(row).toEqual({ id: expect.any(Number), username: 'ada' });
  });

  it('does not see what a transaction has not committed yet', async () => {
    const { knex } = db();
    await knex.transaction(async (trx) => {
      const now = toDbTimestamp();
      await trx('users').insert({
        username: 'grace',
        password: 'x',
        created_at: now,
        updated_at: now,
      });
      expect(await fixedRead(knex, USER_BY_NAME, ['grace'])).toEqual([]);
    });
    expect(await fixedRead(knex, USER_BY_NAME, ['grace'])).toHaveLength(1);
  });
});

describe('fixed reads on SQLite', () => {
  it('close with their knex, which then reads no more', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ps-fixed-'));
    try {
      const knex = createKnex({ dataDir });
      await migrateLatest(knex);
      expect(await fixedRead(knex, USER_BY_NAME, ['nobody'])).toEqual([]);
      await knex.destroy();
      await expect(fixedRead(knex, USER_BY_NAME, ['nobody'])).rejects.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
