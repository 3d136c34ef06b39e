import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { IsoDate } from '@ps/contracts/dates';
import { useToggleDay } from '../hooks/use-toggle-day';

/** A toggle: pressed when the habit is done today; pressing it marks or unmarks today. */
export function DoneTodayButton({
  habitId,
  doneToday,
  today,
}: {
  habitId: number;
  doneToday: boolean;
  today: IsoDate;
}) {
  const intl = useIntl();
  const toggle = useToggleDay();
  return (
    <Button
      fullWidth
      variant={doneToday ? 'contained' : 'outlined'}
      color={doneToday ? 'success' : 'primary'}
      aria-pressed={doneToday}
      disabled={toggle.isPending}
      startIcon={doneToday ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
      onClick={() => toggle.mutate({ habitId, date: today, done: !doneToday })}
    >
      {intl.formatMessage({ id: 'habits.card.doneToday' })}
    </Button>
  );
}
