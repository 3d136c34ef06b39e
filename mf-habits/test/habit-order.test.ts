import { habit } from '@ps/web/test-fixtures';
import { orderAfterDrop, orderAfterMove } from '../src/habits/hooks/use-habit-changes';

const [a, b, c, d, e] = [1, 2, 3, 4, 5].map((id) => habit({ id, name: `H${id}` }));
const all = [a!, b!, c!, d!, e!];
// c is archived: shown is the active list, in the order of all.
const shown = [a!, b!, d!, e!];

describe('the order after a drag or a move', () => {
  it('puts a dropped habit at the place it was dropped on, the others closing up', () => {
    expect(orderAfterDrop(all, shown, e!, 0)).toEqual([5, 1, 3, 2, 4]);
    expect(orderAfterDrop(all, shown, a!, 3)).toEqual([2, 4, 3, 5, 1]);
  });

  it('leaves habits that are not shown in their slots', () => {
    expect(orderAfterDrop(all, shown, b!, 2).indexOf(3)).toBe(2);
  });

  it('changes nothing for a drop outside the list or of an unknown habit', () => {
    expect(orderAfterDrop(all, shown, a!, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(orderAfterDrop(all, shown, c!, 0)).toEqual([1, 2, 3, 4, 5]);
  });

  it('moves one place up or down past the neighbour shown, not the archived one between', () => {
    expect(orderAfterMove(all, shown, d!, 'up')).toEqual([1, 4, 3, 2, 5]);
    expect(orderAfterMove(all, shown, a!, 'up')).toEqual([1, 2, 3, 4, 5]);
    expect(orderAfterMove(all, shown, e!, 'down')).toEqual([1, 2, 3, 4, 5]);
  });
});
