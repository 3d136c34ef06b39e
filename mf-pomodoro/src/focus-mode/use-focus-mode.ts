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

/** The page loads /focus-blocker.js once; the script itself does nothing until flags say so. */
export function useFocusBlockerScript() {
  useEffect(() => {
    if (document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = FOCUS_BLOCKER_PATH;
    script.async = true;
    document.head.appendChild(script);
  }, []);
}
