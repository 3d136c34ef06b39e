import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import type { IsoDate } from '@ps/contracts/dates';
import type { Target } from '@ps/contracts/habit-schedule';
import type { Completion, Habit } from '@ps/contracts/habits';
import { TooltipOnDemand } from '@ps/web/AnchoredTooltip';
import { useChangeDay } from '../hooks/use-change-day';
import { useText } from '../../i18n/use-text';

interface Props {
  habit: Habit;
  /** Today's record, if any. */
  record: Completion | undefined;
  today: IsoDate;
}

/**
 * Today's check-in on a habit card: a "Done today" toggle, or for a measurable habit the amount
 * so far against the target; and "Skip today", which neither breaks nor extends the streak.
 */
export function TodayCheckIn({ habit, record, today }: Props) {
  const t = useText();
  const change = useChangeDay();
  const skipped = record?.status === 'skipped';
  const edit = (action: Parameters<typeof change.mutate>[0]['action']) =>
    change.mutate({ habit, date: today, action });
  const skipName = t(skipped ? 'habits.card.unskipToday' : 'habits.card.skipToday');
  const skip = (
    <TooltipOnDemand title={skipName}>
      <IconButton
        aria-label={skipName}
        aria-pressed={skipped}
        color={skipped ? 'primary' : 'default'}
        disabled={change.isPending}
        onClick={() => edit(skipped ? { kind: 'clear' } : { kind: 'skip' })}
      >
        <SkipNextIcon />
      </IconButton>
    </TooltipOnDemand>
  );
  const { target } = habit;
  if (target) {
    return (
      <AmountToday
        key={String(record?.value ?? '')}
        name={habit.name}
        target={target}
        record={record}
        onSave={(value) => edit({ kind: 'done', value })}
        skip={skip}
      />
    );
  }
  const done = record?.met ?? false;
  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
      <Button
        fullWidth
        variant={done ? 'contained' : 'outlined'}
        color={done ? 'success' : 'primary'}
        aria-pressed={done}
        disabled={change.isPending}
        startIcon={done ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
        onClick={() => edit(done ? { kind: 'clear' } : { kind: 'done' })}
      >
        {t('habits.card.doneToday')}
      </Button>
      {skip}
    </Stack>
  );
}

function AmountToday({
  name,
  target,
  record,
  onSave,
  skip,
}: {
  name: string;
  skip: React.ReactNode;
  target: Target;
  record: Completion | undefined;
  onSave: (value: number) => void;
}) {
  const t = useText();
  const recorded = record?.status === 'done' ? record.value : null;
  const [amount, setAmount] = useState(recorded === null ? '' : String(recorded));
  const share = Math.min(1, (recorded ?? 0) / target.amount);
  const save = () => {
    const value = Number(amount);
    if (amount.trim() !== '' && Number.isFinite(value) && value >= 0) onSave(value);
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('habits.target.today', {
          value: recorded ?? 0,
          amount: target.amount,
          unit: target.unit,
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={share * 100}
        color={record?.met ? 'success' : 'primary'}
        aria-label={t('habits.target.progressLabel', { name })}
      />
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          type="number"
          label={t('habits.target.amountToday', { unit: target.unit })}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
          slotProps={{ htmlInput: { min: 0, step: 'any' } }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={save}>
          {t('habits.target.record')}
        </Button>
        {skip}
      </Stack>
    </Stack>
  );
}
