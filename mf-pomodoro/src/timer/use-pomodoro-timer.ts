import { useCallback, useEffect, useRef } from 'react';
import { useLatest } from '@ps/web/use-latest';
import {
  AUTO_START_DELAY_MS,
  REMINDER_NOTIFICATION_CLOSE_MS,
  SESSION_NOTIFICATION_CLOSE_MS,
} from '@ps/contracts/constants';
import { endsAt, type TimerMode } from '@ps/contracts/timer';
import { modeSeconds } from '@ps/contracts/timer-settings';
import { notify } from '@ps/web/notify';
import { mirrorIdle } from '../focus/focus-mirror';
import { idleRun, pauseRun, startRun } from '../focus/run-actions';
import { useAccountSettings } from '../focus/use-account-settings';
import { useFollowFocus } from '../focus/use-follow-focus';
import { useFocusMode } from '../focus-mode/use-focus-mode';
import { playBeep } from '../notifications/beep';
import { showBrowserNotification } from '../notifications/browser-notifications';
import { useRecordSession } from '../sessions/api';
import { settingsStore, useTimerSettings } from '../settings/settings-store';
import { congratulationKeys } from './congratulations';
import { focusTimerStore } from './focus-timer-store';
import {
  idleState,
  resetTimer,
  selectTask,
  startTimer,
  switchMode,
  type TimerState,
} from './timer-state';
import { useCountdown } from './use-countdown';
import { useText } from '../i18n/use-text';

const nextMode = (mode: TimerMode): TimerMode => (mode === 'work' ? 'break' : 'work');

/**
 * The Pomodoro page's timer and everything attached to it: recording at zero,
 * the toasts, sound and notifications, the switch to the other mode, auto-start, reminders
 * and focus mode.
 */
export function usePomodoroTimer({ blockingEverywhere }: { blockingEverywhere: boolean }) {
  const t = useText();
  const { settings, change } = useTimerSettings();
  const everywhere = useLatest(blockingEverywhere);
  useAccountSettings(settings);
  const record = useRecordSession();
  const autoStart = useRef<number | undefined>(undefined);

  const cancelAutoStart = useCallback(() => window.clearTimeout(autoStart.current), []);
  useEffect(() => cancelAutoStart, [cancelAutoStart]);

  const start = useCallback(
    (mode?: TimerMode) => {
      cancelAutoStart();
      const current = settingsStore.get();
      const started = startRun((state, runKey) => {
        const chosen =
          mode && mode !== state.mode ? switchMode(state, mode, modeSeconds(current, mode)) : state;
        return startTimer(chosen, Date.now(), modeSeconds(current, chosen.mode), runKey);
      });
      if (started.status !== 'running') return;
      if (started.mode === 'work' && current.blockingEnabled) {
        // Only a connected blocker extension covers other tabs; the page says which it is.
        const toast = everywhere.current ? 'blockingActive' : 'blockingAppOnly';
        notify({
          title: t(`pomodoro.toast.${toast}.title`),
          description: t(`pomodoro.toast.${toast}.description`, {
            count: current.blockedSites.length,
          }),
          variant: 'info',
        });
      }
    },
    [cancelAutoStart, t, everywhere],
  );

  const afterFinish = useCallback((finished: TimerState) => {
    const mode = nextMode(finished.mode);
    return idleState(mode, modeSeconds(settingsStore.get(), mode), finished.taskId);
  }, []);

  const onFinish = useCallback(
    (finished: TimerState) => {
      const current = settingsStore.get();
      const work = finished.mode === 'work';
      mirrorIdle(nextMode(finished.mode));
      void record({
        duration: finished.durationSeconds,
        taskId: work ? finished.taskId : null,
        runKey: finished.runId,
      });

      const toast = work
        ? congratulationKeys()
        : ({
            title: 'pomodoro.toast.breakCompleted.title',
            description: 'pomodoro.toast.breakCompleted.description',
          } as const);
      notify({
        title: t(toast.title),
        description: t(toast.description),
        variant: 'success',
      });
      if (current.soundEnabled) playBeep();
      if (current.notificationsEnabled) {
        showBrowserNotification(
          t(
            work ? 'pomodoro.notification.workDone.title' : 'pomodoro.notification.breakDone.title',
          ),
          t(work ? 'pomodoro.notification.workDone.body' : 'pomodoro.notification.breakDone.body', {
            minutes: current.breakMinutes,
          }),
          SESSION_NOTIFICATION_CLOSE_MS,
        );
      }
      if (current.autoStart) {
        cancelAutoStart();
        autoStart.current = window.setTimeout(() => start(), AUTO_START_DELAY_MS);
      }
    },
    [cancelAutoStart, t, record, start],
  );

  const onReminder = useCallback(
    (minutes: number) => {
      if (!settingsStore.get().notificationsEnabled) return;
      showBrowserNotification(
        t('pomodoro.notification.reminder.title', { minutes }),
        t('pomodoro.notification.reminder.body'),
        REMINDER_NOTIFICATION_CLOSE_MS,
      );
    },
    [t],
  );

  const lengthOf = useCallback((mode: TimerMode) => modeSeconds(settings, mode), [settings]);
  useFollowFocus(focusTimerStore, lengthOf);
  const countdown = useCountdown({
    store: focusTimerStore,
    lengthOf,
    afterFinish,
    onFinish,
    onReminder,
  });
  const { state } = countdown;

  const focusModeActive =
    state.status === 'running' && state.mode === 'work' && settings.blockingEnabled;
  useFocusMode(focusModeActive, settings.blockedSites, endsAt(state));

  const pause = useCallback(() => {
    cancelAutoStart();
    pauseRun();
  }, [cancelAutoStart]);

  const reset = useCallback(() => {
    cancelAutoStart();
    idleRun((current) => resetTimer(current, modeSeconds(settingsStore.get(), current.mode)));
  }, [cancelAutoStart]);

  const chooseMode = useCallback(
    (mode: TimerMode) => {
      cancelAutoStart();
      idleRun((current) => switchMode(current, mode, modeSeconds(settingsStore.get(), mode)));
    },
    [cancelAutoStart],
  );

  const chooseTask = useCallback((taskId: number | null) => {
    focusTimerStore.update((current) => selectTask(current, taskId));
  }, []);

  /** A new length for a mode; a paused session of that mode starts over at the new length. */
  const changeDuration = useCallback(
    (mode: TimerMode, minutes: number) => {
      change(mode === 'work' ? { workMinutes: minutes } : { breakMinutes: minutes });
      const current = focusTimerStore.get();
      if (current.status === 'paused' && current.mode === mode) {
        idleRun((paused) => resetTimer(paused, minutes * 60));
      }
    },
    [change],
  );

  return {
    ...countdown,
    settings,
    focusModeActive,
    start,
    pause,
    reset,
    chooseMode,
    chooseTask,
    changeDuration,
  };
}
