/** How long the page's downloads must have paused before the service worker is registered. */
export const QUIET_MS = 2000;
/** The longest the registration waits for that pause, on a page that never stops downloading. */
export const LONGEST_WAIT_MS = 20_000;

/**
 * Registers /sw.js once the page has loaded and its downloads have paused; a failure is only
 * logged (the app works without it). Installing, the worker downloads the app's files for offline
 * use, and once it controls the page it fetches each remote's files too: on a phone's first visit,
 * while the page still fetches its remotes and data and draws them, that took the network and the
 * cores from the page. Registered after, it takes what is left over.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  };
  const afterLoad = () => whenDownloadsPause(register);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Calls `then` once no download of the page has ended for QUIET_MS (LONGEST_WAIT_MS at most). */
function whenDownloadsPause(then: () => void): void {
  let quiet: ReturnType<typeof setTimeout>;
  const done = () => {
    clearTimeout(quiet);
    clearTimeout(longest);
    observer?.disconnect();
    then();
  };
  const restart = () => {
    clearTimeout(quiet);
    quiet = setTimeout(done, QUIET_MS);
  };
  const longest = setTimeout(done, LONGEST_WAIT_MS);
  const observer =
    typeof PerformanceObserver === 'undefined' ? undefined : new PerformanceObserver(restart);
  observer?.observe({ type: 'resource' });
  restart();
}
