import {
  COMPLETION_ROW_FIELDS,
  completionAnswerItemSchema,
  completionRow,
  completionSchema,
  plainCompletion,
} from '@ps/contracts/habits';

const ordinary = {
  id: 7,
  habitId: 3,
  completedAt: '2026-11-30',
  createdAt: '2026-11-30 08:15:00',
};

/** Each field's values, zod's verdict on each to be matched: accepted, refused, or absent. */
const variants: Record<string, unknown[]> = {
  id: [0, 12, -1, 1.5, 2 ** 53, '7', null, undefined, Number.NaN],
  habitId: [1, 2.5, '3', null, undefined],
  completedAt: ['2024-02-29', '2026-02-29', '2026-13-01', '2026-1-01', '', 20261130, null],
  createdAt: ['', '2026-11-30T08:15:00.000Z', 5, null, undefined],
  status: ['done', 'skipped', 'missed', null, undefined, 1],
  value: [0, 2.5, -3, null, undefined, Infinity, Number.NaN, '2'],
  note: ['a walk', '', null, undefined, 3],
  met: [true, false, null, undefined, 'yes'],
  extra: ['kept out', undefined],
};

const cases = Object.entries(variants).flatMap(([field, values]) =>
  values.map((value) => ({ ...ordinary, [field]: value })),
);

describe("a check-in's parse without zod", () => {
  it.each(cases)('gives what completionSchema gives for %j', (value) => {
    const byZod = completionSchema.safeParse(value);
    const plain = plainCompletion(value);
    if (byZod.success) expect(plain).toEqual(byZod.data);
    else expect(plain).toBeUndefined();
  });

  it('leaves what is not an object to completionSchema', () => {
    for (const value of [null, undefined, 'x', 3, []])
      expect(plainCompletion(value)).toBeUndefined();
  });

  it('fills in the fields a plain read leaves out, as the schema does', () => {
    expect(plainCompletion(ordinary)).toEqual({
      ...ordinary,
      status: 'done',
      value: null,
      note: null,
      met: true,
    });
  });
});

describe('a check-in sent as a row (?format=rows)', () => {
  const rowOf = (record: Record<string, unknown>) =>
    COMPLETION_ROW_FIELDS.map((field) => record[field]);

  it.each(cases)('reads as the object %j reads, with or without zod', (value) => {
    const byZod = completionSchema.safeParse(value);
    const row = rowOf(value);
    const rowByZod = completionAnswerItemSchema.safeParse(row);
    expect(rowByZod.success).toBe(byZod.success);
    if (byZod.success) {
      expect(rowByZod.data).toEqual(byZod.data);
      expect(plainCompletion(row)).toEqual(byZod.data);
    } else expect(plainCompletion(row)).toBeUndefined();
  });

  it('leaves out the trailing fields that hold their defaults, and reads them back', () => {
    const plain = completionSchema.parse(ordinary);
    expect(completionRow(plain)).toEqual([7, 3, '2026-11-30', '2026-11-30 08:15:00']);
    const noted = { ...plain, note: 'a walk' };
    expect(completionRow(noted)).toEqual([
      7,
      3,
      '2026-11-30',
      '2026-11-30 08:15:00',
      'done',
      null,
      'a walk',
    ]);
    const unmet = { ...plain, value: 2, met: false };
    for (const record of [plain, noted, unmet]) {
      expect(plainCompletion(completionRow(record))).toEqual(record);
      expect(completionAnswerItemSchema.parse(completionRow(record))).toEqual(record);
    }
  });

  it('refuses a row it cannot read, saying which field is wrong', () => {
    const bad = completionAnswerItemSchema.safeParse([7, 3, '2026-02-30', 'x']);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues).toEqual([
      expect.objectContaining({
        path: ['completedAt'],
        message: 'Use a date in the form YYYY-MM-DD',
      }),
    ]);
    const long = [...rowOf(completionSchema.parse(ordinary)), 'extra'];
    expect(plainCompletion(long)).toBeUndefined();
    expect(completionAnswerItemSchema.safeParse(long).success).toBe(false);
  });
});
