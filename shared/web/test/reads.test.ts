import { completionSchema } from '@ps/contracts/habits';
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
  it('is parsed before it reaches the screens, with the browser free between slices', async () => {
    serverAnswering(yearOfRecords());
    const client = createQueryClient();
    const byZod = [
      jest.spyOn(completionSchema, 'safeParse'),
      jest.spyOn(completionSchema, 'parse'),
    ];
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
  });

  it('with a record that does not parse still fails as the screen reads it', async () => {
    serverAnswering([...yearOfRecords().slice(0, 10), { id: 'x' }]);
    const client = createQueryClient();
    const answer = await client.fetchQuery({ queryKey: queryKeys.completions(RANGE) });
    expect(() => reads.completions(RANGE).select!(answer)).toThrow();
  });
});
