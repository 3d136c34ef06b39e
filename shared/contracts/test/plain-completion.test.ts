import { completionSchema, plainCompletion } from '@ps/contracts/habits';

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
