import { startTransition, useEffect, useState } from 'react';

/**
 * How many cards a long list draws at first: more than a phone's screen holds (three or four),
 * and the whole list of most people's habits or tasks on a wide screen's first rows.
 */
export const FIRST_STEP = 6;

/**
 * How many of a list's `length` items to draw: FIRST_STEP at first, then FIRST_STEP more after
 * each time they reach the screen, until all are drawn. React puts a render's new elements on
 * the page in one task that nothing interrupts, and the browser then lays them all out in one:
 * a page of twenty habit cards or twenty-five tasks took a phone's main thread for two long
 * blocks at once. In steps, each block is a few cards, with the browser free between them, and
 * the cards at the top reach the screen first. Each step is a transition, so a tap in between
 * is answered before the next cards are drawn.
 */
export function useShownInSteps(length: number): number {
  const [shown, setShown] = useState(FIRST_STEP);
  useEffect(() => {
    if (shown < length) startTransition(() => setShown((count) => count + FIRST_STEP));
  }, [shown, length]);
  return Math.min(shown, length);
}
