import { useEffect } from 'react';
import { FOCUS_BLOCKER_PATH } from '@ps/contracts/api';
import { clearFocusFlags, writeFocusFlags } from './focus-flags';

const SCRIPT_ID = 'pomodoro-focus-blocker';

/**
 * Focus mode (blocking on the app's own pages): the flags are written while `active` and cleared as soon as it
 * is not (pause, reset, mode change, session end) and when the page goes away (unmount,
 * pagehide); a page restored from the back-forward cache writes them again.
 */
export function useFocusMode(active: boolean, sites: readonly string[], until: number | null) {
  useEffect(() => {
    if (!active || until === null) return;
    const write = () => writeFocusFlags(sites, until);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) write();
    };
    write();
    window.addEventListener('pagehide', clearFocusFlags);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', clearFocusFlags);
      window.removeEventListener('pageshow', onPageShow);
      clearFocusFlags();
    };
  }, [active, sites, until]);
}

/**
 * The page loads /focus-blocker.js once; the script itself does nothing until flags say so. It is
 * added in a task of its own: adding a script element holds the page's thread a millisecond or
 * two, and on the page's first drawing this effect runs in the task that commits the page.
 */
export function useFocusBlockerScript() {
  useEffect(() => {
    const adding = window.setTimeout(() => {
      if (document.getElementById(SCRIPT_ID)) return;
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = FOCUS_BLOCKER_PATH;
      script.async = true;
      document.head.appendChild(script);
    });
    return () => window.clearTimeout(adding);
  }, []);
}
