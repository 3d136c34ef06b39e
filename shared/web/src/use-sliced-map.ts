import { startTransition, useEffect, useState } from 'react';
import { mapInSlices } from '@ps/web/answer-preparations';

interface Done<T, R> {
  items: readonly T[];
  compute: (item: T) => R;
  results: R[];
}

/**
 * The last answer for each list of items, kept after its component has gone: a page opened again
 * with the same items and the same `compute` (see rememberLast) shows it at once, not after
 * working it all out again behind a spinner. Held weakly, it goes with the items.
 */
const finished = new WeakMap<readonly unknown[], Done<unknown, unknown>>();

function finishedAnswer<T, R>(
  items: readonly T[] | null | undefined,
  compute: (item: T) => R,
): R[] | undefined {
  const done = items ? (finished.get(items) as Done<T, R> | undefined) : undefined;
  return done?.compute === compute ? done.results : undefined;
}

/**
 * `compute` applied to each of `items`, a few items per task instead of all in one render:
 * undefined until every item is done. A render is one task that no input can interrupt, and a
 * page that works out a year of figures for each of twenty habits in one took a phone's main
 * thread for a few hundred milliseconds; in slices of SLICE_MS it answers a tap between them.
 * `items` and `compute` must keep their identity between renders (useMemo, useCallback): a new
 * one starts the work again, and the answer for the old is dropped. The answer for the same two
 * is remembered across remounts.
 */
export function useSlicedMap<T, R>(
  items: readonly T[] | null | undefined,
  compute: (item: T) => R,
): R[] | undefined {
  const [done, setDone] = useState<Done<T, R>>();
  useEffect(() => {
    if (!items || finishedAnswer(items, compute)) return;
    let cancelled = false;
    void (async () => {
      const results = await mapInSlices(items, compute, () => cancelled);
      if (!results) return;
      const answer = { items, compute, results };
      finished.set(items, answer as Done<unknown, unknown>);
      // Drawn by a background render too, so that drawing the answer is sliced as well.
      startTransition(() => setDone(answer));
    })();
    return () => {
      cancelled = true;
    };
  }, [items, compute]);
  if (done && done.items === items && done.compute === compute) return done.results;
  // Drawn outside a browser (the server's drawing with the person's data, the build's drawing
  // with a made-up person's), no effect runs to work the slices out: the page is drawn with the
  // whole answer, as the browser draws it once the slices are done.
  if (items && typeof window === 'undefined') return items.map(compute);
  return finishedAnswer(items, compute);
}
