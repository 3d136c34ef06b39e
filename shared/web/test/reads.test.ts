import { completionAnswerItemSchema, completionSchema } from '@ps/contracts/habits';
import { createQueryClient } from '../src/query-client';
import { queryKeys } from '../src/query-keys';
import { reads } from '../src/reads';

const RANGE = { startDate: '2025-11-27', endDate: '2026-11-26', include: 'all' as const };
const RECORDS = 20 * 330;

/** A year of every habit's days, as the server answers a plain read (no amounts or notes). */
function yearOfRecords() {
  return Array.from({ length: RECORDS }, (_, i) => ({
    id: i + 1,
    habitId: 1 + (i % 20),
    completedAt: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    createdAt: '2026-01-01T08:00:00.000Z',
  }));
}

/** The same year as `?format=rows` sends it: each record its four fields, in order. */
function yearOfRows() {
  return yearOfRecords().map(({ id, habitId, completedAt, createdAt }) => [
    id,
    habitId,
    completedAt,
    createdAt,
  ]);
}

function serverAnswering(body: unknown) {
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    text: async () => JSON.stringify(body),
    json: async () => body,
  })) as unknown as typeof fetch;
}

afterEach(() => jest.restoreAllMocks());

describe('a year of completions', () => {
  it.each([
    ['objects', yearOfRecords],
    ['rows', yearOfRows],
  ])(
    'is parsed from %s before it reaches the screens, with the browser free between slices',
    async (_, year) => {
      serverAnswering(year());
      const client = createQueryClient();
      const byZod = [completionSchema, completionAnswerItemSchema].flatMap((schema) => [
        jest.spyOn(schema, 'safeParse'),
        jest.spyOn(schema, 'parse'),
      ]);
      // A clock that moves on a quarter of a millisecond at each reading: the parse, which reads it after each
      // record, gives the browser a turn every few records.
      let clock = 0;
      jest.spyOn(performance, 'now').mockImplementation(() => (clock += 0.25));
      let turnsWhileParsing = 0;
      let done = false;
      const countTurns = () => {
        if (done) return;
        if (clock > 0) turnsWhileParsing += 1;
        setTimeout(countTurns, 0);
      };
      countTurns();

      const answer = await client.fetchQuery({ queryKey: queryKeys.completions(RANGE) });
      done = true;
      expect(turnsWhileParsing).toBeGreaterThan(RECORDS / 100);

      // The screen's read finds every record parsed, the fields a plain read leaves out filled in;
      // ordinary records never go through zod's slower walk.
      const records = reads.completions(RANGE).select!(answer);
      expect(records).toHaveLength(RECORDS);
      expect(records?.[0]).toEqual({
        id: 1,
        habitId: 1,
        completedAt: '2026-01-01',
        createdAt: '2026-01-01T08:00:00.000Z',
        status: 'done',
        value: null,
        note: null,
        met: true,
      });
      for (const parse of byZod) expect(parse).not.toHaveBeenCalled();
    },
  );

  it.each([
    [{ id: 'x' }, /id/],
    [[1, 2, '2026-02-30', 'x'], /YYYY-MM-DD/],
  ])(
    'with a record that does not parse (%j) still fails as the screen reads it',
    async (bad, why) => {
      serverAnswering([...yearOfRecords().slice(0, 10), bad]);
      const client = createQueryClient();
      const answer = await client.fetchQuery({ queryKey: queryKeys.completions(RANGE) });
      expect(() => reads.completions(RANGE).select!(answer)).toThrow(why);
    },
  );

  it('is asked for as rows', async () => {
    serverAnswering([]);
    await createQueryClient().fetchQuery({ queryKey: queryKeys.completions(RANGE) });
    expect(jest.mocked(fetch).mock.calls[0]?.[0]).toMatch(/[?&]format=rows(&|$)/);
  });
});
