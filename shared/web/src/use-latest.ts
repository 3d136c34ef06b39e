import { useLayoutEffect, useRef } from 'react';

/**
 * A ref holding `value` as of the last render. A handler that stays the same function from one
 * render to the next (so what it is passed to need not draw again), or a timer set up once, reads
 * the value as it is when it runs, not as it was when it was made.
 */
export function useLatest<T>(value: T) {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
