import { readFileSync } from 'node:fs';
import path from 'node:path';
import type request from 'supertest';
import { API } from '@ps/contracts/api';
import { addDays, todayIn } from '@ps/contracts/dates';
import { exportDocumentSchema } from '@ps/contracts/export-document';
import { importResultSchema, YOUR_DATA_API } from '@ps/contracts/your-data';
import { describeService, type TestService } from '@ps/db/testing/service';
import { createApp } from '../src/app';
import { scheduleOfLoopFrequency } from '../src/your-data/loop-schedule';
import { buildLoopBackup, type LoopHabitRow, type LoopRepetitionRow } from './support/loop-backup';

process.env.BCRYPT_ROUNDS ??= '4';

const SAMPLE = readFileSync(path.join(__dirname, 'fixtures/loop-v22-sample.db'));

let accounts = 0;
async function signUp(service: TestService) {
  accounts += 1;
  const agent = service.anonymous();
  await agent
    .post(API.signup)
    .send({ username: `loop${accounts}`, password: 'secret123' })
    .expect(201);
  return agent;
}

async function importFile(agent: request.Agent, bytes: Buffer, query = '') {
  const response = await agent
    .post(`${YOUR_DATA_API.import}${query}`)
    .set('Content-Type', 'application/octet-stream')
    .send(bytes)
    .expect(200);
  return importResultSchema.parse(response.body);
}

async function exported(agent: request.Agent) {
  const response = await agent.get(YOUR_DATA_API.export).expect(200);
  return exportDocumentSchema.parse(JSON.parse(response.text));
}

const today = todayIn('UTC');

/** Habits of every kind Loop has: yes/no, measurable at least and at most, archived. */
const HABITS: LoopHabitRow[] = [
  { id: 1, name: 'Meditate', description: 'Did you meditate?', uuid: 'a1b2' },
  { id: 2, name: 'Water', type: 1, targetValue: 8, unit: 'glasses', freqNum: 3, freqDen: 7 },
  { id: 3, name: 'Coffee', type: 1, targetType: 1, targetValue: 2, unit: 'cups' },
  { id: 4, name: 'Old habit', archived: true, freqNum: 1, freqDen: 3 },
  { id: 5, name: 'Budget', freqNum: 2, freqDen: 30, position: 0 },
];
const REPETITIONS: LoopRepetitionRow[] = [
  { habit: 1, date: '2025-03-01', value: 2, notes: 'calm' },
  { habit: 1, date: '2025-03-02', value: 3 },
  { habit: 1, date: '2025-03-03', value: 1 },
  { habit: 1, date: '2025-03-04', value: 0 },
  { habit: 1, date: '2025-03-05', value: -1 },
  { habit: 1, date: addDays(today, 2), value: 2 },
  { habit: 2, date: '2025-02-10', value: 8000 },
  { habit: 2, date: '2025-02-11', value: 6500, notes: 'forgot' },
  { habit: 3, date: '2025-02-11', value: 1000 },
  { habit: 4, date: '2024-12-31', value: 2 },
];

describe('Loop frequencies as schedules', () => {
  it.each([
    [1, 1, { kind: 'daily' }],
    [3, 2, { kind: 'daily' }],
    [1, 7, { kind: 'timesPerWeek', times: 1 }],
    [3, 7, { kind: 'timesPerWeek', times: 3 }],
    [1, 30, { kind: 'timesPerMonth', times: 1 }],
    [4, 31, { kind: 'timesPerMonth', times: 4 }],
    [1, 3, { kind: 'everyNDays', interval: 3 }],
    [1, 1000, { kind: 'everyNDays', interval: 365 }],
    [2, 3, { kind: 'timesPerWeek', times: 5 }],
    [3, 14, { kind: 'timesPerWeek', times: 2 }],
    [2, 60, { kind: 'timesPerMonth', times: 1 }],
    [0, 7, { kind: 'daily' }],
  ])('%i in %i days', (num, den, schedule) => {
    expect(scheduleOfLoopFrequency(num, den)).toEqual(schedule);
  });
});

describeService('Loop Habit Tracker import', createApp, (service) => {
  it('imports the sample backup (version 22) once', async () => {
    const agent = await signUp(service());
    const preview = await importFile(agent, SAMPLE, '?dryRun=1');
    expect(preview).toEqual({
      source: 'loop',
      dryRun: true,
      added: { habits: 2, checkIns: 1, tasks: 0, focusSessions: 0 },
      alreadyPresent: { habits: 0, checkIns: 0, tasks: 0, focusSessions: 0 },
      habits: [
        { name: 'Work out', isNew: true, checkIns: 1 },
        { name: 'Test', isNew: true, checkIns: 0 },
      ],
    });
    expect((await exported(agent)).habits).toEqual([]);
    expect(await importFile(agent, SAMPLE)).toEqual({ ...preview, dryRun: false });
    const doc = await exported(agent);
    expect(doc.habits).toMatchObject([
      {
        name: 'Work out',
        description: 'Did you work out?',
        schedule: { kind: 'daily' },
        target: null,
        startDate: '2020-01-01',
        archived: false,
        checkIns: [{ date: '2020-01-01', status: 'done', value: null, note: null }],
      },
      { name: 'Test', description: null, startDate: today, checkIns: [] },
    ]);
    const again = await importFile(agent, SAMPLE);
    expect(again.added).toEqual({ habits: 0, checkIns: 0, tasks: 0, focusSessions: 0 });
    expect(again.alreadyPresent).toEqual({ habits: 2, checkIns: 1, tasks: 0, focusSessions: 0 });
  });

  it.each([22, 23, 24, 25])(
    'maps a version %i backup: schedules, skips, amounts, targets, archive, order, notes',
    async (version) => {
      const agent = await signUp(service());
      const backup = buildLoopBackup(version, HABITS, REPETITIONS);
      const result = await importFile(agent, backup);
      expect(result.added).toEqual({ habits: 5, checkIns: 6, tasks: 0, focusSessions: 0 });
      const habits = (await exported(agent)).habits;
      expect(habits.map((habit) => habit.name)).toEqual([
        'Budget',
        'Meditate',
        'Water',
        'Coffee',
        'Old habit',
      ]);
      const byName = Object.fromEntries(habits.map((habit) => [habit.name, habit]));
      const withNotes = version >= 25;
      expect(byName.Meditate).toMatchObject({
        description: 'Did you meditate?',
        schedule: { kind: 'daily' },
        startDate: '2025-03-01',
        checkIns: [
          { date: '2025-03-01', status: 'done', value: null, note: withNotes ? 'calm' : null },
          { date: '2025-03-02', status: 'skipped', value: null, note: null },
        ],
      });
      expect(byName.Water).toMatchObject({
        schedule: { kind: 'timesPerWeek', times: 3 },
        target: { amount: 8, unit: 'glasses', direction: 'atLeast' },
        startDate: '2025-02-10',
        checkIns: [
          { date: '2025-02-10', status: 'done', value: 8 },
          { date: '2025-02-11', status: 'done', value: 6.5, note: withNotes ? 'forgot' : null },
        ],
      });
      expect(byName.Coffee).toMatchObject({
        target: { amount: 2, unit: 'cups', direction: 'atMost' },
        checkIns: [{ date: '2025-02-11', value: 1 }],
      });
      expect(byName['Old habit']).toMatchObject({
        archived: true,
        schedule: { kind: 'everyNDays', interval: 3 },
        checkIns: [{ date: '2024-12-31' }],
      });
      expect(byName.Budget).toMatchObject({
        schedule: { kind: 'timesPerMonth', times: 2 },
        startDate: today,
        checkIns: [],
      });

      const again = await importFile(agent, backup);
      expect(again.added).toEqual({ habits: 0, checkIns: 0, tasks: 0, focusSessions: 0 });
      expect(again.alreadyPresent).toEqual({ habits: 5, checkIns: 6, tasks: 0, focusSessions: 0 });
    },
  );

  it('adds a newer backup’s new days to the habits a first import brought', async () => {
    const agent = await signUp(service());
    await importFile(agent, buildLoopBackup(24, HABITS, REPETITIONS));
    const later = buildLoopBackup(24, HABITS, [
      ...REPETITIONS,
      { habit: 1, date: '2025-02-20', value: 2 },
      { habit: 3, date: '2025-02-12', value: 3000 },
    ]);
    const result = await importFile(agent, later);
    expect(result.added).toEqual({ habits: 0, checkIns: 2, tasks: 0, focusSessions: 0 });
    const meditate = (await exported(agent)).habits.find((habit) => habit.name === 'Meditate');
    // The start date moves back to the earlier first day.
    expect(meditate?.startDate).toBe('2025-02-20');
  });
});
