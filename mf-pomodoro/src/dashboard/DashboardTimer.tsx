import { useCallback } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import TimerIcon from '@mui/icons-material/Timer';
import { DEFAULT_SESSION_SECONDS } from '@ps/contracts/constants';
import { formatClock } from '@ps/contracts/timer';
import { notify } from '@ps/web/notify';
import { mirrorIdle } from '../focus/focus-mirror';
import { idleRun, pauseRun, startRun } from '../focus/run-actions';
import { useFollowFocus } from '../focus/use-follow-focus';
import { useRecordSession, useSessionsChangedElsewhere } from '../sessions/api';
import { TimerControls } from '../timer/TimerControls';
import { TimerRing } from '../timer/TimerRing';
import { focusTimerStore } from '../timer/focus-timer-store';
import {
  idleState,
  selectTask,
  startTimer,
  switchMode,
  type TimerState,
} from '../timer/timer-state';
import { useCountdown } from '../timer/use-countdown';
import { useText } from '../i18n/use-text';

const lengthOf = () => DEFAULT_SESSION_SECONDS;
const restart = () => idleState('work', DEFAULT_SESSION_SECONDS);

/** Start from idle: a 25-minute work run with no task. Start while paused: go on. */
const startOrResume = () =>
  startRun((state, runKey) => {
    const fresh =
      state.status === 'paused'
        ? state
        : selectTask(switchMode(state, 'work', DEFAULT_SESSION_SECONDS), null);
    return startTimer(fresh, Date.now(), DEFAULT_SESSION_SECONDS, runKey);
  });

/**
 * The dashboard's small timer. It shows the account's one focus run, the same as the Pomodoro
 * page and the user's other devices; idle, it reads 25:00 and starts a 25-minute run with no
 * task. At zero it records the run (1500 seconds with no task when started here), goes back
 * to 25:00 and says so.
 */
export function DashboardTimer() {
  const t = useText();
  const theme = useTheme();
  const record = useRecordSession();
  useSessionsChangedElsewhere();

  useFollowFocus(focusTimerStore, lengthOf);

  const onFinish = useCallback(
    (finished: TimerState) => {
      mirrorIdle('work');
      void record({
        duration: finished.durationSeconds,
        taskId: finished.mode === 'work' ? finished.taskId : null,
        runKey: finished.runId,
      });
      notify({
        title: t('pomodoro.card.completed.title'),
        description: t('pomodoro.card.completed.description'),
        variant: 'success',
      });
    },
    [t, record],
  );

  const { state, remaining, total } = useCountdown({
    store: focusTimerStore,
    lengthOf,
    afterFinish: restart,
    onFinish,
  });
  const title = t('pomodoro.card.title');

  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <TimerIcon color="primary" aria-hidden="true" />
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <TimerRing
            remaining={remaining}
            total={total}
            size={160}
            color={theme.palette.primary.main}
            clockVariant="h4"
            label={t('pomodoro.card.label', { time: formatClock(remaining) })}
          />
          <TimerControls
            size="small"
            status={state.status}
            onStart={startOrResume}
            onPause={pauseRun}
            onReset={() => idleRun(restart)}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
