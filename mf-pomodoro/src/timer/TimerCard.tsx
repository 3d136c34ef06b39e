import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ShieldIcon from '@mui/icons-material/Shield';
import { formatClock } from '@ps/contracts/timer';
import { KnownLater } from '@ps/web/first-view';
import { TaskSelector } from './TaskSelector';
import { TimerControls } from './TimerControls';
import { TimerRing } from './TimerRing';
import type { TimerState } from './timer-state';
import { useText } from '../i18n/use-text';

interface Props {
  state: TimerState;
  remaining: number;
  total: number;
  focusModeActive: boolean;
  /** A connected blocker extension covers other tabs too; without it, only this app's pages. */
  blockingEverywhere: boolean;
  /** How many tasks could be chosen: the selector shows when there is one. */
  pendingTasks: number;
  onStart: () => void;
  onPause: () => void;
  onReset: () => void;
  onChooseTask: (taskId: number | null) => void;
}

/**
 * The timer: heading, the configured length, the ring and clock, status and controls. All but the
 * ring come from this browser's timer and the person's settings: a first view keeps their place
 * without showing them (KnownLater).
 */
export function TimerCard(props: Props) {
  const { state, remaining, total, focusModeActive, pendingTasks } = props;
  const t = useText();
  const theme = useTheme();
  const work = state.mode === 'work';
  const heading = t(`pomodoro.heading.${state.mode}`);
  const status =
    state.status === 'paused'
      ? t('pomodoro.status.paused')
      : t(`pomodoro.status.${state.status}.${state.mode}`);
  const color = work ? theme.palette.primary.main : theme.palette.secondary.main;

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            <KnownLater>{heading}</KnownLater>
          </Typography>
          <Chip
            size="small"
            color={work ? 'primary' : 'secondary'}
            variant="outlined"
            label={
              <KnownLater>{t('pomodoro.badge', { minutes: Math.round(total / 60) })}</KnownLater>
            }
          />
        </Stack>

        <TimerRing
          remaining={remaining}
          total={total}
          color={color}
          size={{ xs: 240, sm: 280 }}
          clockVariant="h2"
          label={t('pomodoro.timer.label', { mode: heading, time: formatClock(remaining) })}
        >
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 1 }}>
            <KnownLater>{status}</KnownLater>
          </Typography>
        </TimerRing>

        {focusModeActive && (
          <Chip
            icon={<ShieldIcon />}
            color="warning"
            label={t(
              props.blockingEverywhere ? 'pomodoro.blockingActive' : 'pomodoro.blockingAppOnly',
            )}
          />
        )}

        <KnownLater>
          <TimerControls
            size="large"
            status={state.status}
            onStart={props.onStart}
            onPause={props.onPause}
            onReset={props.onReset}
          />
        </KnownLater>

        {work && pendingTasks > 0 && (
          <Box sx={{ width: '100%', maxWidth: 420 }}>
            <TaskSelector taskId={state.taskId} onChange={props.onChooseTask} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
