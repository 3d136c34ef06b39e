import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import TimerIcon from '@mui/icons-material/Timer';
import { DEFAULT_SESSION_SECONDS } from '@ps/contracts/constants';
import { formatClock } from '@ps/contracts/timer';
import { notify } from '@ps/web/notify';
import { useRecordSession, useSessionsChangedElsewhere } from '../sessions/api';
import { TimerControls } from '../timer/TimerControls';
import { TimerRing } from '../timer/TimerRing';
import { idleState, newRunId, pauseTimer, startTimer } from '../timer/timer-state';
import { useCountdown } from '../timer/use-countdown';
import { cardTimerStore } from './card-timer-store';

const lengthOf = () => DEFAULT_SESSION_SECONDS;
const restart = () => idleState('work', DEFAULT_SESSION_SECONDS);

/**
 * The dashboard's small 25:00 timer (spec section 4): at zero it records a 1500-second session
 * with no task, goes back to 25:00 and says so.
 */
export function DashboardTimer() {
  const intl = useIntl();
  const theme = useTheme();
  const record = useRecordSession();
  useSessionsChangedElsewhere();

  const onFinish = useCallback(() => {
    void record({ duration: DEFAULT_SESSION_SECONDS, taskId: null });
    notify({
      title: intl.formatMessage({ id: 'pomodoro.card.completed.title' }),
      description: intl.formatMessage({ id: 'pomodoro.card.completed.description' }),
      variant: 'success',
    });
  }, [intl, record]);

  const { state, remaining, total } = useCountdown({
    store: cardTimerStore,
    lengthOf,
    afterFinish: restart,
    onFinish,
  });
  const title = intl.formatMessage({ id: 'pomodoro.card.title' });

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
            label={intl.formatMessage(
              { id: 'pomodoro.card.label' },
              { time: formatClock(remaining) },
            )}
          />
          <TimerControls
            size="small"
            status={state.status}
            onStart={() =>
              cardTimerStore.update((current) =>
                startTimer(current, Date.now(), DEFAULT_SESSION_SECONDS, newRunId()),
              )
            }
            onPause={() => cardTimerStore.update((current) => pauseTimer(current, Date.now()))}
            onReset={() => cardTimerStore.set(restart())}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
