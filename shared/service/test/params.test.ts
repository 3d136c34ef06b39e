import { idParamSchema } from '../src/params';

describe('record ids in paths', () => {
  it('accepts positive whole numbers only', () => {
    expect(idParamSchema.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '042', '', '99999999999', '2147483648']) {
      expect(idParamSchema.safeParse(bad).success).toBe(false);
    }
    expect(idParamSchema.parse('2147483647')).toBe(2147483647);
  });
});
