import { useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { addDays, weekdayIndex, type IsoDate } from '@ps/contracts/dates';
import { WEEK_START_INDEX, type WeekStart } from '@ps/contracts/habit-schedule';
import type { DayState } from '@ps/contracts/habit-rules';
import { weekdays } from '../schedule-text';
import { DAY_COLORS } from './day-style';
import { useText } from '../../i18n/use-text';

interface Props {
  today: IsoDate;
  startDate: IsoDate;
  weekStart: WeekStart;
  states: Map<IsoDate, DayState>;
  onPick: (date: IsoDate) => void;
}

const monthOf = (date: IsoDate) => `${date.slice(0, 7)}-01`;
const shiftMonth = (first: IsoDate, by: number) => {
  const [year, month] = [Number(first.slice(0, 4)), Number(first.slice(5, 7)) - 1 + by];
  const shifted = new Date(Date.UTC(year, month, 1));
  return shifted.toISOString().slice(0, 10);
};

/**
 * A month of the habit, a button per day from its start to today: done, skipped or empty. Picking
 * a day opens it for a check-in; days before the start or after today cannot be picked.
 */
export function MonthCalendar({ today, startDate, weekStart, states, onPick }: Props) {
  const intl = useIntl();
  const t = useText();
  const [month, setMonth] = useState(monthOf(today));
  const lead = (weekdayIndex(month) - WEEK_START_INDEX[weekStart] + 7) % 7;
  const length = Number(addDays(shiftMonth(month, 1), -1).slice(8, 10));
  const days = Array.from({ length }, (_, i) => addDays(month, i));
  const title = intl.formatDate(new Date(`${month}T00:00:00Z`), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <Box sx={{ maxWidth: 420, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label={t('habits.detail.previousMonth')}
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={month <= monthOf(startDate)}
        >
          <ChevronLeftIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
        </IconButton>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} aria-live="polite">
          {title}
        </Typography>
        <IconButton
          aria-label={t('habits.detail.nextMonth')}
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={month >= monthOf(today)}
        >
          <ChevronRightIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
        </IconButton>
      </Stack>
      <Box
        role="grid"
        aria-label={title}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
      >
        {weekdays(intl.locale, weekStart).map((day) => (
          <Typography
            key={day.iso}
            role="columnheader"
            aria-label={day.long}
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: 'center' }}
          >
            {day.short}
          </Typography>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <Box key={`lead-${i}`} aria-hidden />
        ))}
        {days.map((date) => {
          const inRange = date >= startDate && date <= today;
          const state = states.get(date) ?? 'empty';
          const colors = DAY_COLORS[inRange ? state : 'outside'];
          const label = intl.formatDate(new Date(`${date}T00:00:00Z`), {
            dateStyle: 'full',
            timeZone: 'UTC',
          });
          return (
            <ButtonBase
              key={date}
              role="gridcell"
              disabled={!inRange}
              onClick={() => onPick(date)}
              aria-label={`${label}: ${t(`habits.day.state.${inRange ? state : 'outside'}`)}`}
              sx={{
                aspectRatio: '1',
                borderRadius: 1,
                bgcolor: colors.bg,
                color: colors.fg,
                fontWeight: 600,
                outline: date === today ? '2px solid' : 'none',
                outlineColor: 'primary.main',
                outlineOffset: 1,
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark' },
              }}
            >
              {intl.formatNumber(Number(date.slice(8, 10)))}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
