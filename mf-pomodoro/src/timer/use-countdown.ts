import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLatest } from '@ps/web/use-latest';
import {
  crossedReminder,
  remainingMs,
  remainingSeconds,
  type TimerMode,
} from '@ps/contracts/timer';
import type { PersistentStore } from '../storage/persistent-store';
import { claimOnce, finishClaimOf } from './run-claim';
import { countdownOf, type TimerState } from './timer-state';

/** The display refreshes four times a second; the time itself always comes from the clock. */
export const TICK_MS = 250;

interface Options {
  store: PersistentStore<TimerState>;
  /** A mode's configured length in seconds (what an idle timer shows and a new run lasts). */
  lengthOf: (mode: TimerMode) => number;
  /** The state after a run ends (written by the tab that claims the end). */
  afterFinish: (finished: TimerState) => TimerState;
  /** Runs in exactly one tab per finished run: record it, tell the user. */
  onFinish: (finished: TimerState) => void;
  /** Runs in exactly one tab per reminder (minutes remaining). */
  onReminder?: (minutes: number) => void;
}

/**
 * A timer kept in a persistent store. While it runs, a tick every TICK_MS (and at once when the
 * tab becomes visible again) reads the clock: it re-renders the display, fires reminders and
 * ends the run when the clock says so, so a tab that slept ends its session on waking.
 */
export function useCountdown({ store, lengthOf, afterFinish, onFinish, onReminder }: Options) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [now, setNow] = useState(() => Date.now());
  const callbacks = useLatest({ afterFinish, onFinish, onReminder });
  const lastCheck = useRef<{ runId: string; at: number } | null>(null);
  const finishing = useRef<string | null>(null);

  const check = useCallback(() => {
    const at = Date.now();
    const current = store.get();
    // Render only when the second on display changes: four checks a second, one render.
    setNow((shown) =>
      remainingSeconds(current, shown) === remainingSeconds(current, at) ? shown : at,
    );
    if (current.status !== 'running' || current.runId === null) return;
    const { runId } = current;
    // A reminder missed while this page was not shown is not worth showing late.
    const from = lastCheck.current?.runId === runId ? lastCheck.current.at : at;
    lastCheck.current = { runId, at };

    const reminder = crossedReminder(current.mode, current, from, at);
    if (reminder !== null && callbacks.current.onReminder) {
      void claimOnce(`${runId}:reminder:${reminder}`).then((claimed) => {
        if (claimed) callbacks.current.onReminder?.(reminder);
      });
    }

    if (remainingMs(current, at) === 0 && finishing.current !== runId) {
      finishing.current = runId;
      // A reset in the moment the claim took leaves that run unrecorded.
      let stillCurrent = false;
      void claimOnce(finishClaimOf(runId), () => {
        stillCurrent = store.get().runId === runId;
        if (stillCurrent) store.set(callbacks.current.afterFinish(current));
      })
        .then((claimed) => {
          if (claimed && stillCurrent) callbacks.current.onFinish(current);
        })
        .finally(() => setNow(Date.now()));
    }
  }, [store, callbacks]);

  const running = state.status === 'running';
  useEffect(() => {
    if (!running) return;
    const interval = window.setInterval(check, TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [running, check]);

  const countdown = countdownOf(state, lengthOf(state.mode));
  return {
    state,
    countdown,
    remaining: remainingSeconds(countdown, now),
    total: countdown.durationSeconds,
  };
}
