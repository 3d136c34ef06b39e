import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { IsoDate } from '@ps/contracts/dates';
import type { Completion, Habit } from '@ps/contracts/habits';
import { useChangeDay } from '../hooks/use-change-day';
import type { DayAction } from '../api';
import { useText } from '../../i18n/use-text';

interface Props {
  habit: Habit;
  /** The day being edited; null when closed. */
  date: IsoDate | null;
  record: Completion | undefined;
  onClose: () => void;
}

/** One past day of a habit: mark it done (with its amount and a note), skip it, or clear it. */
export function DayDialog({ habit, date, record, onClose }: Props) {
  const titleId = useId();
  return (
    <Dialog
      open={date !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      {date && (
        <DayForm habit={habit} date={date} record={record} titleId={titleId} onClose={onClose} />
      )}
    </Dialog>
  );
}

function DayForm({
  habit,
  date,
  record,
  titleId,
  onClose,
}: Omit<Props, 'date'> & { date: IsoDate; titleId: string }) {
  const t = useText();
  const intl = useIntl();
  const change = useChangeDay();
  const [amount, setAmount] = useState(
    record?.value === null || !record ? '' : String(record.value),
  );
  const [note, setNote] = useState(record?.note ?? '');
  const [amountError, setAmountError] = useState(false);
  const apply = (action: DayAction) =>
    change.mutate({ habit, date, action }, { onSuccess: onClose });
  const markDone = () => {
    const value = amount.trim() === '' ? Number.NaN : Number(amount);
    if (habit.target && !(Number.isFinite(value) && value >= 0)) {
      setAmountError(true);
      return;
    }
    apply({ kind: 'done', value: habit.target ? value : null, note: note.trim() });
  };
  return (
    <>
      <DialogTitle id={titleId}>
        {intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {habit.target && (
            <TextField
              type="number"
              label={t('habits.target.amountToday', { unit: habit.target.unit })}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setAmountError(false);
              }}
              error={amountError}
              helperText={amountError ? t('habits.validation.amountRequired') : undefined}
              slotProps={{ htmlInput: { min: 0, step: 'any' } }}
              autoFocus
            />
          )}
          <TextField
            label={t('habits.day.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {record && (
          <Button
            color="error"
            onClick={() => apply({ kind: 'clear' })}
            disabled={change.isPending}
          >
            {t('habits.day.clear')}
          </Button>
        )}
        <Button onClick={() => apply({ kind: 'skip' })} disabled={change.isPending}>
          {t('habits.day.skip')}
        </Button>
        <Button variant="contained" onClick={markDone} disabled={change.isPending}>
          {t('habits.day.done')}
        </Button>
      </DialogActions>
    </>
  );
}
