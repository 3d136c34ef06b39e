import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  AUTO_START_DELAY_MS,
  REMINDER_NOTIFICATION_CLOSE_MS,
  SESSION_NOTIFICATION_CLOSE_MS,
} from '@ps/contracts/constants';
import { endsAt, remainingSeconds, type TimerMode } from '@ps/contracts/timer';
import { modeSeconds } from '@ps/contracts/timer-settings';
import { notify } from '@ps/web/notify';
import { mirrorIdle, mirrorPause, mirrorRun } from '../focus/focus-mirror';
import { useAccountSettings } from '../focus/use-account-settings';
import { useFocusMode } from '../focus-mode/use-focus-mode';
import { playBeep } from '../notifications/beep';
import { showBrowserNotification } from '../notifications/browser-notifications';
import { useRecordSession } from '../sessions/api';
import { settingsStore, useTimerSettings } from '../settings/settings-store';
import { congratulationKeys } from './congratulations';
import { pageTimerStore } from './page-timer-store';
import {
  idleState,
  newRunId,
  pauseTimer,
  resetTimer,
  selectTask,
  startTimer,
  switchMode,
  type TimerState,
} from './timer-state';
import { useCountdown } from './use-countdown';

const nextMode = (mode: TimerMode): TimerMode => (mode === 'work' ? 'break' : 'work');

/**
 * The Pomodoro page's timer and everything spec section 4 attaches to it: recording at zero,
 * the toasts, sound and notifications, the switch to the other mode, auto-start, reminders
 * and focus mode.
 */
export function usePomodoroTimer({ blockingEverywhere }: { blockingEverywhere: boolean }) {
  const intl = useIntl();
  const { settings, change } = useTimerSettings();
  const everywhere = useRef(blockingEverywhere);
  useEffect(() => {
    everywhere.current = blockingEverywhere;
  }, [blockingEverywhere]);
  useAccountSettings(settings);
  const record = useRecordSession();
  const autoStart = useRef<number | undefined>(undefined);

  const cancelAutoStart = useCallback(() => window.clearTimeout(autoStart.current), []);
  useEffect(() => cancelAutoStart, [cancelAutoStart]);

  const start = useCallback(
    (mode?: TimerMode) => {
      cancelAutoStart();
      const current = settingsStore.get();
      pageTimerStore.update((state) => {
        const chosen =
          mode && mode !== state.mode ? switchMode(state, mode, modeSeconds(current, mode)) : state;
        return startTimer(chosen, Date.now(), modeSeconds(current, chosen.mode), newRunId());
      });
      const started = pageTimerStore.get();
      if (started.status !== 'running') return;
      mirrorRun(started.mode, remainingSeconds(started, Date.now()), started.taskId);
      if (started.mode === 'work' && current.blockingEnabled) {
        // Only a connected blocker extension covers other tabs; the page says which it is.
        const toast = everywhere.current ? 'blockingActive' : 'blockingAppOnly';
        notify({
          title: intl.formatMessage({ id: `pomodoro.toast.${toast}.title` }),
          description: intl.formatMessage(
            { id: `pomodoro.toast.${toast}.description` },
            { count: current.blockedSites.length },
          ),
          variant: 'info',
        });
      }
    },
    [cancelAutoStart, intl],
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
      void record({ duration: finished.durationSeconds, taskId: work ? finished.taskId : null });

      const toast = work
        ? congratulationKeys()
        : {
            title: 'pomodoro.toast.breakCompleted.title',
            description: 'pomodoro.toast.breakCompleted.description',
          };
      notify({
        title: intl.formatMessage({ id: toast.title }),
        description: intl.formatMessage({ id: toast.description }),
        variant: 'success',
      });
      if (current.soundEnabled) playBeep();
      if (current.notificationsEnabled) {
        showBrowserNotification(
          intl.formatMessage({
            id: work
              ? 'pomodoro.notification.workDone.title'
              : 'pomodoro.notification.breakDone.title',
          }),
          intl.formatMessage(
            {
              id: work
                ? 'pomodoro.notification.workDone.body'
                : 'pomodoro.notification.breakDone.body',
            },
            { minutes: current.breakMinutes },
          ),
          SESSION_NOTIFICATION_CLOSE_MS,
        );
      }
      if (current.autoStart) {
        cancelAutoStart();
        autoStart.current = window.setTimeout(() => start(), AUTO_START_DELAY_MS);
      }
    },
    [cancelAutoStart, intl, record, start],
  );

  const onReminder = useCallback(
    (minutes: number) => {
      if (!settingsStore.get().notificationsEnabled) return;
      showBrowserNotification(
        intl.formatMessage({ id: 'pomodoro.notification.reminder.title' }, { minutes }),
        intl.formatMessage({ id: 'pomodoro.notification.reminder.body' }),
        REMINDER_NOTIFICATION_CLOSE_MS,
      );
    },
    [intl],
  );

  const countdown = useCountdown({
    store: pageTimerStore,
    lengthOf: (mode) => modeSeconds(settings, mode),
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
    pageTimerStore.update((current) => pauseTimer(current, Date.now()));
    mirrorPause();
  }, [cancelAutoStart]);

  const reset = useCallback(() => {
    cancelAutoStart();
    pageTimerStore.update((current) =>
      resetTimer(current, modeSeconds(settingsStore.get(), current.mode)),
    );
    mirrorIdle(pageTimerStore.get().mode);
  }, [cancelAutoStart]);

  const chooseMode = useCallback(
    (mode: TimerMode) => {
      cancelAutoStart();
      pageTimerStore.update((current) =>
        switchMode(current, mode, modeSeconds(settingsStore.get(), mode)),
      );
      mirrorIdle(pageTimerStore.get().mode);
    },
    [cancelAutoStart],
  );

  const chooseTask = useCallback((taskId: number | null) => {
    pageTimerStore.update((current) => selectTask(current, taskId));
  }, []);

  /** A new length for a mode; a paused session of that mode starts over at the new length. */
  const changeDuration = useCallback(
    (mode: TimerMode, minutes: number) => {
      change(mode === 'work' ? { workMinutes: minutes } : { breakMinutes: minutes });
      const current = pageTimerStore.get();
      if (current.status === 'paused' && current.mode === mode) {
        pageTimerStore.set(resetTimer(current, minutes * 60));
        mirrorIdle(mode);
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
