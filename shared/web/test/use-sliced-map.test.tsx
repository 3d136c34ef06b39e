import { render, screen } from '@testing-library/react';
import { SLICE_MS } from '../src/answer-preparations';
import { useSlicedMap } from '../src/use-sliced-map';

/** Work that takes `ms` of the main thread, as a year of figures does on a phone. */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Busy on purpose.
  }
}

let computed = 0;
const slowDouble = (value: number) => {
  computed += 1;
  busy(SLICE_MS + 2);
  return value * 2;
};

function Doubled({ items }: { items: readonly number[] | undefined }) {
  const doubled = useSlicedMap(items, slowDouble);
  return <p>{doubled ? `doubled ${doubled.join(',')}` : 'working'}</p>;
}

const scheduler = globalThis as { scheduler?: { yield: () => Promise<void> } };

describe('useSlicedMap', () => {
  let yields: number;
  beforeEach(() => {
    yields = 0;
    scheduler.scheduler = {
      yield: () => {
        yields += 1;
        return new Promise((resolve) => setTimeout(resolve, 0));
      },
    };
  });
  afterEach(() => delete scheduler.scheduler);

  it('answers every item, handing the main thread back between slow ones', async () => {
    render(<Doubled items={[1, 2, 3]} />);
    expect(screen.getByText('working')).toBeTruthy();
    expect(await screen.findByText('doubled 2,4,6')).toBeTruthy();
    // Each item takes longer than a slice, so the main thread was handed back after each but the last.
    expect(yields).toBe(2);
  });

  it('never shows the answer for other items, and works again for new ones', async () => {
    const first = [1, 2];
    const { rerender } = render(<Doubled items={first} />);
    expect(await screen.findByText('doubled 2,4')).toBeTruthy();

    rerender(<Doubled items={[5, 6]} />);
    expect(screen.getByText('working')).toBeTruthy();
    expect(await screen.findByText('doubled 10,12')).toBeTruthy();
  });

  it('waits while there are no items yet', () => {
    render(<Doubled items={undefined} />);
    expect(screen.getByText('working')).toBeTruthy();
    expect(yields).toBe(0);
  });
});

describe('useSlicedMap, on a page opened again', () => {
  it('shows the answer for the same items and work at once, without working it out again', async () => {
    const items = [1, 2, 3];
    const first = render(<Doubled items={items} />);
    expect(await screen.findByText('doubled 2,4,6')).toBeTruthy();
    first.unmount();
    const computedBefore = computed;

    function Again() {
      const doubled = useSlicedMap(items, slowDouble);
      return <p>{doubled ? `again ${doubled.join(',')}` : 'working again'}</p>;
    }
    render(<Again />);
    // Drawn in the first render: no spinner between the visits.
    expect(screen.getByText('again 2,4,6')).toBeTruthy();
    expect(computed).toBe(computedBefore);
  });

  it('works again when the items are others, even equal ones', async () => {
    const first = render(<Doubled items={[1, 2]} />);
    expect(await screen.findByText('doubled 2,4')).toBeTruthy();
    first.unmount();

    render(<Doubled items={[1, 2]} />);
    expect(screen.getByText('working')).toBeTruthy();
    expect(await screen.findByText('doubled 2,4')).toBeTruthy();
  });
});
