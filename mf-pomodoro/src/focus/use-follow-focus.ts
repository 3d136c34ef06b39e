import { useEffect, useSyncExternalStore } from 'react';
import { useLatest } from '@ps/web/use-latest';
import { API } from '@ps/contracts/api';
import { focusViewSchema, type FocusView } from '@ps/contracts/focus';
import type { TimerMode } from '@ps/contracts/timer';
import type { PersistentStore } from '../storage/persistent-store';
import { finishedHere } from '../timer/run-claim';
import type { TimerState } from '../timer/timer-state';
import { adoptView } from './adopt-view';
import { mirrorBusy, onMirrorSettled } from './focus-mirror';

/** The newest view of the account's focus the server pushed to this page. */
let latestView: FocusView | null = null;
const viewListeners = new Set<() => void>();

function showView(view: FocusView) {
  latestView = view;
  viewListeners.forEach((listener) => listener());
}

/** The account's focus as last pushed (passes used today among it); null until the first. */
export function useLatestFocusView(): FocusView | null {
  return useSyncExternalStore(
    (listener) => {
      viewListeners.add(listener);
      return () => viewListeners.delete(listener);
    },
    () => latestView,
    () => null,
  );
}

function parseView(data: unknown): FocusView | null {
  try {
    const parsed = focusViewSchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `store` on the account's focus run: the server pushes every change (server-sent
 * events; the browser reconnects by itself), so a run started, paused or reset on another
 * device shows here within a moment. Views older than one already seen are ignored, and so is
 * the server's word while this page's own actions are under way: the newest view is applied
 * once they are answered.
 */
export function useFollowFocus(
  store: PersistentStore<TimerState>,
  lengthOf: (mode: TimerMode) => number,
): void {
  const length = useLatest(lengthOf);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(API.pomodoroFocusEvents);
    let latest: FocusView | null = null;
    const apply = () => {
      if (latest === null || mirrorBusy()) return;
      const next = adoptView(store.get(), latest, {
        now: Date.now(),
        lengthOf: (mode) => length.current(mode),
        endedHere: finishedHere,
      });
      if (next) store.set(next);
    };
    source.addEventListener('focus', (event) => {
      const view = parseView(event.data);
      if (view === null || (latest !== null && view.version < latest.version)) return;
      latest = view;
      showView(view);
      apply();
    });
    const stopListening = onMirrorSettled(apply);
    return () => {
      source.close();
      stopListening();
    };
  }, [store, length]);
}
