import { rememberLast } from '../src/remember-last';

describe('rememberLast', () => {
  it('answers the same result for the same arguments without computing it again', () => {
    const compute = jest.fn((list: number[], factor: number) => list.map((n) => n * factor));
    const scaled = rememberLast(compute);
    const list = [1, 2];

    const first = scaled(list, 3);
    expect(first).toEqual([3, 6]);
    expect(scaled(list, 3)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes again when any argument is another value or another object', () => {
    const compute = jest.fn((list: number[], factor: number) => list.map((n) => n * factor));
    const scaled = rememberLast(compute);
    const list = [1, 2];

    const first = scaled(list, 3);
    expect(scaled(list, 4)).toEqual([4, 8]);
    // An equal list that is another object is another argument.
    expect(scaled([1, 2], 4)).not.toBe(scaled(list, 4));
    expect(scaled(list, 3)).not.toBe(first);
    expect(compute).toHaveBeenCalledTimes(5);
  });
});
