import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Habit } from '@ps/contracts/habits';
import { clientToday } from '@ps/web/queries';
import { useSaveHabit } from '../hooks/use-habit-changes';
import { ScheduleFields } from './ScheduleFields';
import { TargetFields } from './TargetFields';
import {
  emptyHabitForm,
  habitToForm,
  validateHabit,
  type HabitErrors,
  type HabitField,
  type HabitForm,
} from '../validation';
import { useText } from '../../i18n/use-text';

interface Props {
  open: boolean;
  /** The habit to edit; null to add one. */
  habit: Habit | null;
  onClose: () => void;
}

/** Add or edit a habit. The form mounts with the dialog, so each opening starts afresh. */
export function HabitDialog({ open, habit, onClose }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <HabitFormContent habit={habit} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

function HabitFormContent({
  habit,
  titleId,
  onClose,
}: {
  habit: Habit | null;
  titleId: string;
  onClose: () => void;
}) {
  const t = useText();
  const [form, setForm] = useState<HabitForm>(() =>
    habit ? habitToForm(habit) : emptyHabitForm(clientToday()),
  );
  const [errors, setErrors] = useState<HabitErrors>({});
  const save = useSaveHabit(habit);

  const change =
    (field: 'name' | 'description' | 'startDate') => (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };
  const changeSome = (changes: Partial<HabitForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setErrors((current) => ({
      ...current,
      schedule: undefined,
      amount: undefined,
      unit: undefined,
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateHabit(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(checked.body, { onSuccess: onClose });
  };

  const errorText = (field: HabitField) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>
        {t(habit ? 'habits.dialog.editTitle' : 'habits.dialog.addTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={t('habits.dialog.name')}
            placeholder={t('habits.dialog.namePlaceholder')}
            value={form.name}
            onChange={change('name')}
            error={Boolean(errors.name)}
            helperText={errorText('name')}
            required
            autoFocus
            fullWidth
          />
          <TextField
            label={t('habits.dialog.description')}
            value={form.description}
            onChange={change('description')}
            error={Boolean(errors.description)}
            helperText={errorText('description')}
            multiline
            minRows={2}
            fullWidth
          />
          <ScheduleFields form={form} error={errorText('schedule')} onChange={changeSome} />
          <TargetFields form={form} errors={errors} onChange={changeSome} />
          <TextField
            type="date"
            label={t('habits.dialog.startDate')}
            value={form.startDate}
            onChange={change('startDate')}
            error={Boolean(errors.startDate)}
            helperText={errorText('startDate')}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('habits.dialog.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t(habit ? 'habits.dialog.save' : 'habits.dialog.create')}
        </Button>
      </DialogActions>
    </form>
  );
}
