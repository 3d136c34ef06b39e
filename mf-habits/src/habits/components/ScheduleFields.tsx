import { useIntl } from 'react-intl';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SCHEDULE_KINDS, type ScheduleKind } from '@ps/contracts/habit-schedule';
import { weekdays } from '../schedule-text';
import { useHabitCalendar } from '@ps/web/use-habit-calendar';
import type { HabitForm } from '../validation';
import { useText } from '../../i18n/use-text';
import { clientToday } from '@ps/web/queries';

interface Props {
  form: HabitForm;
  error?: string;
  onChange: (changes: Partial<HabitForm>) => void;
}

/** How often: every day, chosen weekdays, n a week, n a month, or every n days. */
export function ScheduleFields({ form, error, onChange }: Props) {
  const t = useText();
  const intl = useIntl();
  const { weekStart } = useHabitCalendar(clientToday());
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('habits.schedule.kind')}
        value={form.scheduleKind}
        onChange={(event) => onChange({ scheduleKind: event.target.value as ScheduleKind })}
        fullWidth
      >
        {SCHEDULE_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`habits.schedule.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {form.scheduleKind === 'weekdays' && (
        <FormControl error={Boolean(error)}>
          <FormLabel id="habit-days-label" sx={{ mb: 1 }}>
            {t('habits.schedule.days')}
          </FormLabel>
          <ToggleButtonGroup
            aria-labelledby="habit-days-label"
            value={form.days}
            onChange={(_event, days: number[]) => onChange({ days })}
            size="small"
            sx={{ flexWrap: 'wrap' }}
          >
            {weekdays(intl.locale, weekStart).map((day) => (
              <ToggleButton key={day.iso} value={day.iso} aria-label={day.long} sx={{ flex: 1 }}>
                {day.short}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      )}
      {(form.scheduleKind === 'timesPerWeek' || form.scheduleKind === 'timesPerMonth') && (
        <TextField
          type="number"
          label={t(`habits.schedule.times.${form.scheduleKind}`)}
          value={form.times}
          onChange={(event) => onChange({ times: event.target.value })}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            htmlInput: { min: 1, max: form.scheduleKind === 'timesPerWeek' ? 7 : 31 },
          }}
          fullWidth
        />
      )}
      {form.scheduleKind === 'everyNDays' && (
        <TextField
          type="number"
          label={t('habits.schedule.interval')}
          value={form.interval}
          onChange={(event) => onChange({ interval: event.target.value })}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { min: 2, max: 365 } }}
          fullWidth
        />
      )}
    </Stack>
  );
}
