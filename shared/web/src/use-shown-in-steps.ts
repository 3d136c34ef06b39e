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
 *
 * The next step waits for the browser's next frame: started as soon as a step was committed, the
 * steps' renders ran back to back before any frame, and the browser laid out three steps' cards
 * in one block after all. From the frame's callback, the step is drawn once that frame (and the
 * layout of the cards before it) is done.
 */
export function useShownInSteps(length: number): number {
  const [shown, setShown] = useState(FIRST_STEP);
  useEffect(() => {
    if (shown >= length) return;
    const frame = requestAnimationFrame(() =>
      startTransition(() => setShown((count) => count + FIRST_STEP)),
    );
    return () => cancelAnimationFrame(frame);
  }, [shown, length]);
  return Math.min(shown, length);
}
