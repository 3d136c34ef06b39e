import { gzipSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import type request from 'supertest';
import { API, TIMEZONE_HEADER } from '@ps/contracts/api';
import { addDays, todayIn } from '@ps/contracts/dates';
import { userSchema } from '@ps/contracts/auth';
import { exportDocumentSchema, type ExportDocument } from '@ps/contracts/export-document';
import {
  IMPORT_MAX_BYTES,
  importResultSchema,
  YOUR_DATA_API,
  type ImportResult,
} from '@ps/contracts/your-data';
import { describeService, type TestService } from '@ps/db/testing/service';
import { createApp } from '../src/app';
import { rowCounts } from './support/account-rows';
import { buildLoopBackup, buildSqlite } from './support/loop-backup';
import { seedAccount } from './support/seed';

process.env.BCRYPT_ROUNDS ??= '4';

let accounts = 0;
async function signUp(service: TestService) {
  accounts += 1;
  const agent = service.anonymous();
  const response = await agent
    .post(API.signup)
    .send({ username: `data${accounts}`, password: 'secret123' })
    .expect(201);
  return { agent, user: userSchema.parse(response.body) };
}

async function exportJson(agent: request.Agent): Promise<ExportDocument> {
  const response = await agent.get(`${YOUR_DATA_API.export}?format=json`).expect(200);
  return exportDocumentSchema.parse(JSON.parse(response.text));
}

function upload(agent: request.Agent, bytes: Buffer | string, query = '') {
  return agent
    .post(`${YOUR_DATA_API.import}${query}`)
    .set('Content-Type', 'application/octet-stream')
    .send(Buffer.from(bytes));
}

async function importFile(agent: request.Agent, bytes: Buffer | string, query = '') {
  const response = await upload(agent, bytes, query).expect(200);
  return importResultSchema.parse(response.body);
}

/** The document with what differs between two accounts left out: when and whose it is. */
function comparable(doc: ExportDocument) {
  return { ...doc, exportedAt: '', profile: { ...doc.profile, username: '', email: null } };
}

const counts = (habits: number, checkIns: number, tasks: number, focusSessions: number) => ({
  habits,
  checkIns,
  tasks,
  focusSessions,
});

describeService('your data: export and import', createApp, (service) => {
  it('exports the whole account as a versioned JSON download', async () => {
    const { agent, user } = await signUp(service());
    await seedAccount(service().knex, user.id);
    const response = await agent.get(YOUR_DATA_API.export).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="productivity-suite-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const doc = exportDocumentSchema.parse(JSON.parse(response.text));
    expect(doc).toMatchObject({ format: 'productivity-suite-export', version: 1 });
    expect(doc.profile).toMatchObject({
      username: user.username,
      lastName: 'Haddad, "Jr"',
      language: 'ar',
      timezone: 'Africa/Cairo',
      weekStart: 'sunday',
      vacation: { from: '2026-08-01', to: '2026-08-10' },
    });
    expect(doc.settings).toMatchObject({ workMinutes: 50, blockedSites: ['youtube.com', 'x.com'] });
    expect(doc.habits.map((h) => [h.name, h.schedule.kind, h.isActive, h.archived])).toEqual([
      ['قراءة, "daily"', 'daily', true, false],
      ['Water', 'timesPerWeek', false, false],
      ['=Gym', 'weekdays', true, true],
    ]);
    expect(doc.habits[0]!.checkIns).toEqual([
      { date: '2026-01-01', status: 'done', value: null, note: 'كتاب جميل' },
      { date: '2026-01-02', status: 'skipped', value: null, note: null },
      { date: '2026-01-03', status: 'done', value: null, note: null },
    ]);
    expect(doc.habits[1]).toMatchObject({
      target: { amount: 8, unit: 'glasses', direction: 'atLeast' },
      checkIns: [{ value: 6.5 }, { value: 9, note: 'hot day' }],
    });
    expect(doc.tasks[0]).toMatchObject({ description: 'Buy a book', habit: doc.habits[0]!.key });
    expect(doc.tasks[1]).toMatchObject({ status: 'completed', habit: null, dueDate: '2026-04-15' });
    expect(doc.focusSessions).toEqual([
      { duration: 1500, completedAt: '2026-01-02T10:00:00.000Z', task: doc.tasks[0]!.key },
      { duration: 600, completedAt: '2026-01-03T11:00:00.000Z', task: null },
    ]);
  });

  it('exports a zip of CSV files, UTF-8 with a byte order mark, quoted where needed', async () => {
    const { agent, user } = await signUp(service());
    await seedAccount(service().knex, user.id);
    const response = await agent
      .get(`${YOUR_DATA_API.export}?format=csv`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /filename="productivity-suite-.*\.zip"/,
    );
    const files = unzipSync(new Uint8Array(response.body as Buffer));
    expect(Object.keys(files).sort()).toEqual(
      ['check-ins', 'focus-sessions', 'habits', 'profile', 'settings', 'tasks'].map(
        (name) => `${name}.csv`,
      ),
    );
    const text = (name: string) => strFromU8(files[name]!);
    for (const bytes of Object.values(files)) {
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    }
    // The text decoder leaves the byte order mark out.
    const habits = text('habits.csv').split('\r\n');
    expect(habits[0]).toBe(
      'key,name,description,schedule,targetAmount,targetUnit,targetDirection,startDate,isActive,archived,position,createdAt',
    );
    expect(habits[1]).toContain(
      '"قراءة, ""daily""","Two pages\nevery day",daily,,,,2026-01-01,true,false,0,2026-01-01 08:00:00',
    );
    expect(habits[3]).toContain(",'=Gym,,weekdays 1 3 5,");
    expect(text('check-ins.csv')).toContain(',Water,2026-01-04,done,9,hot day\r\n');
    expect(text('profile.csv')).toContain(',Amal,"Haddad, ""Jr""",ar,Africa/Cairo,sunday,');
    expect(text('settings.csv')).toContain('50,5,true,false,true,false,youtube.com x.com');
    expect(text('tasks.csv')).toContain(
      'File taxes,2026-04-15,medium,completed,,2026-01-10 10:30:00',
    );
    expect(text('focus-sessions.csv')).toContain('2026-01-03 11:00:00,600,\r\n');
  });

  it('refuses an unknown format and a visitor without a session', async () => {
    const { agent } = await signUp(service());
    const response = await agent.get(`${YOUR_DATA_API.export}?format=xml`).expect(400);
    expect(response.body.code).toBe('exportFormatInvalid');
    await service().anonymous().get(YOUR_DATA_API.export).expect(401);
    await upload(service().anonymous(), '{}').expect(401);
  });

  it('round-trips: export, import into a new account, export again gives the same document', async () => {
    const first = await signUp(service());
    await seedAccount(service().knex, first.user.id);
    const original = await exportJson(first.agent);
    const file = JSON.stringify(original);

    const second = await signUp(service());
    const preview = await importFile(second.agent, file, '?dryRun=1');
    const expected: ImportResult = {
      source: 'productivity-suite',
      dryRun: true,
      added: counts(3, 6, 2, 2),
      alreadyPresent: counts(0, 0, 0, 0),
      habits: [
        { name: 'قراءة, "daily"', isNew: true, checkIns: 3 },
        { name: 'Water', isNew: true, checkIns: 2 },
        { name: '=Gym', isNew: true, checkIns: 1 },
      ],
    };
    expect(preview).toEqual(expected);
    expect(await exportJson(second.agent)).toMatchObject({ habits: [], tasks: [] });

    // Sent as JSON this time: the import reads the body itself, past the JSON parser's limit.
    const result = importResultSchema.parse(
      (
        await second.agent
          .post(YOUR_DATA_API.import)
          .set('Content-Type', 'application/json')
          .send(file)
          .expect(200)
      ).body,
    );
    expect(result).toEqual({ ...expected, dryRun: false });
    expect(comparable(await exportJson(second.agent))).toEqual(comparable(original));

    // The same file again, into either account, adds nothing.
    const again = await importFile(second.agent, file);
    expect(again.added).toEqual(counts(0, 0, 0, 0));
    expect(again.alreadyPresent).toEqual(counts(3, 6, 2, 2));
    expect(again.habits.every((habit) => !habit.isNew)).toBe(true);
    const intoItself = await importFile(first.agent, file);
    expect(intoItself.added).toEqual(counts(0, 0, 0, 0));
    const reexported = JSON.stringify(await exportJson(second.agent));
    expect((await importFile(first.agent, reexported)).added).toEqual(counts(0, 0, 0, 0));
  });

  it('adds only what is missing to an account that has some of it', async () => {
    const { agent, user } = await signUp(service());
    await seedAccount(service().knex, user.id);
    const doc = await exportJson(agent);
    // A habit's day removed and a task deleted since the export: the import brings them back.
    const read = await service().knex('habits').where({ user_id: user.id, position: 0 }).first();
    await service()
      .knex('habit_completions')
      .where({ habit_id: read.id, completed_at: '2026-01-02' })
      .delete();
    await service().knex('tasks').where({ user_id: user.id, description: 'File taxes' }).delete();
    const result = await importFile(agent, JSON.stringify(doc));
    expect(result.added).toEqual(counts(0, 1, 1, 0));
    expect(result.alreadyPresent).toEqual(counts(3, 5, 1, 2));
  });

  it("leaves out check-ins after the browser's today, where the browser is ahead of the account's zone", async () => {
    const { agent, user } = await signUp(service());
    await seedAccount(service().knex, user.id);
    // The account says UTC-12 and the browser says UTC+14: the browser's today is always one or
    // two days after the account's, so a check-in on it tells which zone the import used.
    await service().knex('users').where({ id: user.id }).update({ timezone: 'Etc/GMT+12' });
    const doc = await exportJson(agent);
    const browserToday = todayIn('Etc/GMT-14');
    const [first] = doc.habits;
    first!.checkIns.push(
      { date: browserToday, status: 'done', value: null, note: null },
      { date: addDays(browserToday, 1), status: 'done', value: null, note: null },
    );
    const response = await upload(agent, JSON.stringify(doc))
      .set(TIMEZONE_HEADER, 'Etc/GMT-14')
      .expect(200);
    expect(importResultSchema.parse(response.body).added).toEqual(counts(0, 1, 0, 0));
  });

  describe('refuses a file that is not one, writing nothing', () => {
    const validDocument = async () => {
      const { agent } = await signUp(service());
      return exportJson(agent);
    };
    const sqliteOf = (version: number) =>
      buildLoopBackup(
        version,
        [{ id: 1, name: 'Run' }],
        [{ habit: 1, date: '2026-01-01', value: 2 }],
      );

    it.each<[string, () => Promise<Buffer | string>, string]>([
      ['an empty body', async () => '', 'importEmpty'],
      [
        'bytes of no known kind',
        async () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
        'importUnrecognised',
      ],
      ['text that is not JSON', async () => 'name,date\nRun,2026-01-01\n', 'importUnrecognised'],
      [
        'JSON cut short',
        async () => JSON.stringify(await validDocument()).slice(0, 200),
        'importDamaged',
      ],
      ['JSON of another shape', async () => '{"habits": []}', 'importUnrecognised'],
      [
        'our format in a version to come',
        async () => JSON.stringify({ ...(await validDocument()), version: 2 }),
        'importVersionUnsupported',
      ],
      [
        'our format with a broken record',
        async () => {
          const doc = await validDocument();
          return JSON.stringify({ ...doc, habits: [{ key: 'k', name: '' }] });
        },
        'importDamaged',
      ],
      ['a truncated SQLite file', async () => sqliteOf(22).subarray(0, 3000), 'importDamaged'],
      ['a Loop backup of an older version', async () => sqliteOf(21), 'importVersionUnsupported'],
      ['a Loop backup of a newer version', async () => sqliteOf(26), 'importVersionUnsupported'],
      [
        'a SQLite database that is not a Loop backup',
        async () => buildSqlite('create table notes (id integer primary key, text text)'),
        'importUnrecognised',
      ],
    ])('%s', async (_name, bytes, code) => {
      const file = await bytes();
      const { agent } = await signUp(service());
      const before = await rowCounts(service().knex);
      for (const query of ['?dryRun=1', '']) {
        const response = await upload(agent, file, query).expect(400);
        expect(response.body.code).toBe(code);
      }
      expect(await rowCounts(service().knex)).toEqual(before);
    });
  });

  it('refuses a body over 20 MB, by its length or as it arrives, writing nothing', async () => {
    const { agent } = await signUp(service());
    const before = await rowCounts(service().knex);
    const oversized = Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x20);
    const response = await upload(agent, oversized).expect(400);
    expect(response.body).toMatchObject({ code: 'importTooLarge', params: { megabytes: 20 } });
    expect(await rowCounts(service().knex)).toEqual(before);
  });

  it('refuses a small gzip body that inflates past 20 MB (a zip bomb), writing nothing', async () => {
    const { agent } = await signUp(service());
    const before = await rowCounts(service().knex);
    const bomb = gzipSync(Buffer.alloc(IMPORT_MAX_BYTES * 2, 0x20));
    expect(bomb.length).toBeLessThan(200_000);
    const response = await agent
      .post(YOUR_DATA_API.import)
      .set('Content-Type', 'application/octet-stream')
      .set('Content-Encoding', 'gzip')
      .send(bomb)
      .expect(400);
    expect(response.body.code).toBe('importTooLarge');
    expect(await rowCounts(service().knex)).toEqual(before);
  });

  it('reads a gzip-encoded file, and refuses one that does not decode', async () => {
    const { agent, user } = await signUp(service());
    await seedAccount(service().knex, user.id);
    const file = JSON.stringify(await exportJson(agent));
    const other = await signUp(service());
    const preview = await other.agent
      .post(`${YOUR_DATA_API.import}?dryRun=1`)
      .set('Content-Type', 'application/octet-stream')
      .set('Content-Encoding', 'gzip')
      .send(gzipSync(file))
      .expect(200);
    expect(preview.body.added).toEqual(counts(3, 6, 2, 2));
    const broken = await other.agent
      .post(YOUR_DATA_API.import)
      .set('Content-Type', 'application/octet-stream')
      .set('Content-Encoding', 'gzip')
      .send(Buffer.from('not gzip at all'))
      .expect(400);
    expect(broken.body.code).toBe('bodyNotDecoded');
  });
});
