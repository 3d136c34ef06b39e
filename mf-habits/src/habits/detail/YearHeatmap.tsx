import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import { addDays, weekdayIndex, type IsoDate } from '@ps/contracts/dates';
import { WEEK_START_INDEX, type WeekStart } from '@ps/contracts/habit-schedule';
import type { DayState } from '@ps/contracts/habit-rules';
import { DAY_COLORS } from './day-style';
import { useText } from '../../i18n/use-text';

const WEEKS = 53;

/**
 * The last year at a glance: a column per week, a square per day, done, skipped or empty. Read
 * aloud as its count; the days themselves are on the calendar above.
 */
export function YearHeatmap({
  today,
  weekStart,
  states,
}: {
  today: IsoDate;
  weekStart: WeekStart;
  states: Map<IsoDate, DayState>;
}) {
  const t = useText();
  const intl = useIntl();
  const thisWeek = addDays(today, -((weekdayIndex(today) - WEEK_START_INDEX[weekStart] + 7) % 7));
  const first = addDays(thisWeek, -7 * (WEEKS - 1));
  const days = Array.from({ length: WEEKS * 7 }, (_, i) => addDays(first, i));
  const done = days.filter((day) => day <= today && states.get(day) === 'done').length;
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen the recent weeks matter most: start scrolled to them, whichever the
  // direction (scrollLeft runs negative in right-to-left).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl';
    element.scrollLeft = rtl ? -element.scrollWidth : element.scrollWidth;
  }, []);
  return (
    <Box
      ref={scroller}
      role="img"
      aria-label={t('habits.detail.heatmapLabel', { done })}
      sx={{ overflowX: 'auto', pb: 1 }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateRows: 'repeat(7, 12px)',
          gridAutoFlow: 'column',
          gridAutoColumns: '12px',
          gap: '3px',
          width: 'max-content',
        }}
      >
        {days.map((day) => {
          const state = day > today ? 'outside' : (states.get(day) ?? 'outside');
          return (
            <Box
              key={day}
              title={`${intl.formatDate(new Date(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}`}
              sx={{
                borderRadius: '2px',
                bgcolor: DAY_COLORS[state].bg,
                border: state === 'outside' ? '1px solid' : 'none',
                borderColor: 'divider',
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
