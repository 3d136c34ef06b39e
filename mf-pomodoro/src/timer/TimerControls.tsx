import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import type { TimerStatus } from './timer-state';
import { useText } from '../i18n/use-text';

interface Props {
  status: TimerStatus;
  onStart: () => void;
  onPause: () => void;
  onReset: () => void;
  size: 'small' | 'large';
}

/** The round start/pause button and the reset button. */
export function TimerControls({ status, onStart, onPause, onReset, size }: Props) {
  const t = useText();
  const running = status === 'running';
  const startLabel = t(status === 'paused' ? 'pomodoro.control.resume' : 'pomodoro.control.start');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      <Fab
        color="primary"
        size={size === 'large' ? 'large' : 'medium'}
        aria-label={running ? t('pomodoro.control.pause') : startLabel}
        onClick={running ? onPause : onStart}
      >
        {running ? <PauseIcon /> : <PlayArrowIcon />}
      </Fab>
      <IconButton
        aria-label={t('pomodoro.control.reset')}
        onClick={onReset}
        size={size}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RestartAltIcon />
      </IconButton>
    </Stack>
  );
}
