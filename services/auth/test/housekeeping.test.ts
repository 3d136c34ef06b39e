import { purgeExpiredSessions } from '@ps/service/session';
import { toDbTimestamp } from '@ps/service/timestamps';
import { describeEachDatabase } from '@ps/db/testing/databases';
import { startHousekeeping } from '../src/housekeeping';

describeEachDatabase('expired sessions', (db) => {
  it('are purged, live ones kept', async () => {
    const { knex } = db();
    const past = toDbTimestamp(new Date(Date.now() - 60_000));
    const future = toDbTimestamp(new Date(Date.now() + 60_000));
    await knex('sessions').insert([
      { sid: 'old', sess: '{}', expire: past },
      { sid: 'live', sess: '{}', expire: future },
    ]);
    expect(await purgeExpiredSessions(knex)).toBe(1);
    expect((await knex('sessions').select('sid')).map((row) => row.sid)).toEqual(['live']);
  });

  it('are purged by the housekeeping timer, which stops cleanly', async () => {
    const { knex } = db();
    await knex('sessions').insert({ sid: 'stale', sess: '{}', expire: toDbTimestamp(new Date(0)) });
    const stop = startHousekeeping(knex, 10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stop();
    expect(await knex('sessions').where('sid', 'stale').first()).toBeUndefined();
  });
});
