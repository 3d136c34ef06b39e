/**
 * Runs `run` in the page's next quiet moment, after its loading work rather than in the middle of
 * it, and at the latest after `timeoutMs`. Where the browser has no idle callbacks (Safari, the
 * tests' jsdom), after `fallbackMs`. Answers the function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}
