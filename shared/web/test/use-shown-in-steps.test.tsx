import { useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { FIRST_STEP, useShownInSteps } from '../src/use-shown-in-steps';

/** A list that notes how many items each of its commits put on the page. */
function List({ items, commits }: { items: string[]; commits: number[] }) {
  const count = useShownInSteps(items.length);
  useLayoutEffect(() => {
    commits.push(count);
  });
  return (
    <ul>
      {items.slice(0, count).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const itemsOf = (length: number) => Array.from({ length }, (_, i) => `item ${i + 1}`);

describe('useShownInSteps', () => {
  it('puts a long list on the page a few items per commit, until all are there', async () => {
    const commits: number[] = [];
    await act(async () => {
      render(<List items={itemsOf(20)} commits={commits} />);
    });
    expect(commits).toEqual([FIRST_STEP, 2 * FIRST_STEP, 3 * FIRST_STEP, 20]);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('item 1');
  });

  it('puts a short list on the page at once', async () => {
    const commits: number[] = [];
    await act(async () => {
      render(<List items={itemsOf(FIRST_STEP - 2)} commits={commits} />);
    });
    expect(commits).toEqual([FIRST_STEP - 2]);
  });

  it('draws the items a list gains later', async () => {
    const commits: number[] = [];
    const { rerender } = render(<List items={itemsOf(3)} commits={commits} />);
    await act(async () => {
      rerender(<List items={itemsOf(3 * FIRST_STEP)} commits={commits} />);
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(3 * FIRST_STEP);
  });
});
