import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { noticesWaiting, onNoticeWaiting, showCarriedNotice } from '@ps/web/notify';
import { useText } from '@ps/web/i18n/use-text';

type ToastQueueType = ComponentType<{ region: HTMLElement }>;

/** What comes before a notice, so the queue's code is usually there when one is given. */
const FIRST_USE_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `load` at the first notice or the first touch or key, whichever comes first (at once if a
 * notice already waits). A load that fails (offline, before the service worker kept the file) is
 * tried again at the next of them, not before.
 */
export function loadAtFirstNeed(load: () => Promise<void>): () => void {
  let loading = false;
  let stopped = false;
  let disarm = () => {};
  const attempt = () => {
    if (loading) return;
    loading = true;
    disarm();
    load().catch(() => {
      loading = false;
      if (!stopped) arm();
    });
  };
  const arm = () => {
    const stopWaiting = onNoticeWaiting(attempt);
    for (const type of FIRST_USE_EVENTS) window.addEventListener(type, attempt, true);
    disarm = () => {
      stopWaiting();
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, attempt, true);
    };
  };
  arm();
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
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const [ToastQueue, setToastQueue] = useState<ToastQueueType | null>(null);

  useEffect(() => {
    let mounted = true;
    const stop = loadAtFirstNeed(() =>
      import('@ps/web/toast-queue').then(({ ToastQueue: Queue }) => {
        if (mounted) setToastQueue(() => Queue);
      }),
    );
    showCarriedNotice();
    return () => {
      mounted = false;
      stop();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8' && region) {
        event.preventDefault();
        region.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [region]);

  return (
    <>
      <Box
        component="section"
        ref={setRegion}
        role="region"
        aria-label={t('web.toast.region')}
        tabIndex={-1}
        sx={{ outline: 'none' }}
      />
      {ToastQueue && region ? <ToastQueue region={region} /> : null}
      {children}
    </>
  );
}
