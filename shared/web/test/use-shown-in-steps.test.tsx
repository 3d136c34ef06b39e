import { useLayoutEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
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

/** The browser's frames, drawn when the test says: requestAnimationFrame's callbacks wait. */
function heldFrames() {
  let waiting: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    waiting.push(callback);
    return waiting.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  return async function drawFrame() {
    const callbacks = waiting;
    waiting = [];
    await act(async () => {
      for (const callback of callbacks) callback(performance.now());
    });
  };
}

afterEach(() => jest.restoreAllMocks());

describe('useShownInSteps', () => {
  it('puts a long list on the page a few items per commit, until all are there', async () => {
    const commits: number[] = [];
    render(<List items={itemsOf(20)} commits={commits} />);
    await waitFor(() => expect(commits).toEqual([FIRST_STEP, 2 * FIRST_STEP, 3 * FIRST_STEP, 20]));
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('item 1');
  });

  it('draws each next step after the browser has drawn a frame, not before', async () => {
    const drawFrame = heldFrames();
    const commits: number[] = [];
    await act(async () => {
      render(<List items={itemsOf(20)} commits={commits} />);
    });
    expect(commits).toEqual([FIRST_STEP]);
    await drawFrame();
    expect(commits).toEqual([FIRST_STEP, 2 * FIRST_STEP]);
    await drawFrame();
    await drawFrame();
    expect(commits).toEqual([FIRST_STEP, 2 * FIRST_STEP, 3 * FIRST_STEP, 20]);
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
    rerender(<List items={itemsOf(3 * FIRST_STEP)} commits={commits} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3 * FIRST_STEP));
  });
});
