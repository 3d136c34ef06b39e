import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { noticesWaiting, onNoticeWaiting, showCarriedNotice } from '@ps/web/notify';
import { whenIdle } from '@ps/web/when-idle';
import { useText } from '@ps/web/i18n/use-text';

type ToastQueueType = ComponentType<{ region: HTMLElement }>;

/** What comes before a notice, so the queue's code is usually there when one is given. */
const FIRST_USE_EVENTS = ['pointerdown', 'keydown'] as const;

/** While a notice waits on a queue that failed to load, the next tries: 1 s, 2 s… at most 30 s. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;
/** The longest a toast handed over by the previous page waits for the new page to be quiet. */
const CARRIED_NOTICE_WAIT_MS = 1000;

/**
 * Runs `load` at the first notice or the first touch or key, whichever comes first (at once if a
 * notice already waits). A load that fails (offline, before the service worker kept the file) is
 * tried again at the next of them, or when the browser is back online; and, while a notice waits
 * to be shown, again after a pause that doubles each time, since a notice given just as the
 * network returns (a change sent from the outbox) may have no touch after it.
 */
export function loadAtFirstNeed(load: () => Promise<void>): () => void {
  let loading = false;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let disarm = () => {};
  const attempt = () => {
    if (loading) return;
    loading = true;
    disarm();
    load().catch(() => {
      loading = false;
      if (stopped) return;
      arm(noticesWaiting() ? retryMs : null);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    });
  };
  const arm = (retryAfterMs: number | null) => {
    const stopWaiting = onNoticeWaiting(attempt);
    for (const type of FIRST_USE_EVENTS) window.addEventListener(type, attempt, true);
    window.addEventListener('online', attempt);
    const retry = retryAfterMs === null ? undefined : setTimeout(attempt, retryAfterMs);
    disarm = () => {
      stopWaiting();
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, attempt, true);
      window.removeEventListener('online', attempt);
      clearTimeout(retry);
    };
  };
  arm(null);
  if (noticesWaiting()) attempt();
  return () => {
    stopped = true;
    disarm();
  };
}

/**
 * The one toast queue: one visible at a time, 5000 ms, rendered inside a labelled region that
 * F8 focuses. notify() from any remote lands here. The queue (notistack and the toast) is not
 * part of the page's start: it loads at the first notice, or at the first touch or key, since
 * notices follow what a person does.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useText();
  // A ref, not state: state set as React attaches the element would be an update inside the
  // app's first commit, which React then renders at once, flushing every effect of that commit
  // in the same task (a longer task at the start of every page).
  const regionRef = useRef<HTMLElement>(null);
  const [queue, setQueue] = useState<LoadedQueue | null>(null);

  useEffect(() => {
    let mounted = true;
    const stop = loadAtFirstNeed(() =>
      import('@ps/web/toast-queue').then(({ ToastQueue }) => {
        const region = regionRef.current;
        if (mounted && region) setQueue({ ToastQueue, region });
      }),
    );
    // The first read of sessionStorage waits for the browser process to hand the tab's storage
    // over (up to a dozen milliseconds here, the thread idle and blocked): a task of its own once
    // the page has started, not part of the app's first effects.
    const cancelCarried = whenIdle(showCarriedNotice, CARRIED_NOTICE_WAIT_MS, 0);
    return () => {
      mounted = false;
      stop();
      cancelCarried();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8' && regionRef.current) {
        event.preventDefault();
        regionRef.current.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Box
        component="section"
        ref={regionRef}
        role="region"
        aria-label={t('web.toast.region')}
        tabIndex={-1}
        sx={{ outline: 'none' }}
      />
      {queue ? <queue.ToastQueue region={queue.region} /> : null}
      {children}
    </>
  );
}

/** The queue's code once loaded, and the region it shows its toasts in. */
interface LoadedQueue {
  ToastQueue: ToastQueueType;
  region: HTMLElement;
}
