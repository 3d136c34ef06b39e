import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import PsychologyIcon from '@mui/icons-material/Psychology';
import type { TimerMode } from '@ps/contracts/timer';
import { KnownLater } from '@ps/web/first-view';
import { useText } from '../i18n/use-text';

interface Props {
  mode: TimerMode;
  workMinutes: number;
  breakMinutes: number;
  /** The mode cannot change while the timer runs. */
  disabled: boolean;
  onChoose: (mode: TimerMode) => void;
}

export function ModeButtons({ mode, workMinutes, breakMinutes, disabled, onChoose }: Props) {
  const t = useText();
  const button = (value: TimerMode, minutes: number) => (
    <Button
      key={value}
      variant={mode === value ? 'contained' : 'outlined'}
      aria-pressed={mode === value}
      disabled={disabled}
      onClick={() => onChoose(value)}
      startIcon={value === 'work' ? <PsychologyIcon /> : <LocalCafeIcon />}
      sx={{ flex: { xs: 1, sm: 'initial' } }}
    >
      <KnownLater>{t(`pomodoro.mode.${value}`, { minutes })}</KnownLater>
    </Button>
  );
  return (
    <Stack
      role="group"
      aria-label={t('pomodoro.mode.group')}
      direction="row"
      spacing={1.5}
      sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {button('work', workMinutes)}
      {button('break', breakMinutes)}
    </Stack>
  );
}
