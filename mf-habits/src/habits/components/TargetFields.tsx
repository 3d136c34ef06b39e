import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Target } from '@ps/contracts/habit-schedule';
import type { HabitErrors, HabitForm } from '../validation';
import { useText } from '../../i18n/use-text';

interface Props {
  form: HabitForm;
  errors: HabitErrors;
  onChange: (changes: Partial<HabitForm>) => void;
}

/** A measurable habit's daily goal: at least or at most an amount of a unit. */
export function TargetFields({ form, errors, onChange }: Props) {
  const t = useText();
  const errorText = (field: 'amount' | 'unit') => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={form.measurable}
            onChange={(event) => onChange({ measurable: event.target.checked })}
          />
        }
        label={t('habits.target.measurable')}
      />
      {form.measurable && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('habits.target.direction')}
            value={form.direction}
            onChange={(event) => onChange({ direction: event.target.value as Target['direction'] })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="atLeast">{t('habits.target.atLeast')}</MenuItem>
            <MenuItem value="atMost">{t('habits.target.atMost')}</MenuItem>
          </TextField>
          <TextField
            type="number"
            label={t('habits.target.amount')}
            value={form.amount}
            onChange={(event) => onChange({ amount: event.target.value })}
            error={Boolean(errors.amount)}
            helperText={errorText('amount')}
            slotProps={{ htmlInput: { min: 0, step: 'any' } }}
            required
          />
          <TextField
            label={t('habits.target.unit')}
            placeholder={t('habits.target.unitPlaceholder')}
            value={form.unit}
            onChange={(event) => onChange({ unit: event.target.value })}
            error={Boolean(errors.unit)}
            helperText={errorText('unit')}
          />
        </Stack>
      )}
    </Stack>
  );
}
