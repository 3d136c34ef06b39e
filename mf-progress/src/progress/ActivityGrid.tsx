import { memo, useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { ActivityDay } from '@ps/contracts/progress';
import { AnchoredTooltip } from '@ps/web/AnchoredTooltip';
import { useText } from '../i18n/use-text';
import { calendarDate } from './calendar-date';

interface Pointed {
  square: HTMLElement;
  day: ActivityDay;
}

/**
 * The 30-day squares, oldest first (green done, grey not). Screen readers get one summary
 * ("12 of 30 days completed") instead of thirty squares. One tooltip per grid follows the
 * square under the pointer (or the one tapped), so fifty habits do not mount 1,500 tooltips.
 */
export const ActivityGrid = memo(function ActivityGrid({ days }: { days: ActivityDay[] }) {
  const t = useText();
  const intl = useIntl();
  const [pointed, setPointed] = useState<Pointed | null>(null);
  const done = days.filter((day) => day.completed).length;

  const point = (event: SyntheticEvent) => {
    const square = (event.target as HTMLElement).closest<HTMLElement>('[data-date]');
    const day = days.find((candidate) => candidate.date === square?.dataset.date);
    setPointed(square && day ? { square, day } : null);
  };

  return (
    <>
      <Box
        role="img"
        aria-label={t('progress.habits.gridLabel', {
          done: intl.formatNumber(done),
          total: intl.formatNumber(days.length),
        })}
        onMouseOver={point}
        onClick={point}
        onMouseLeave={() => setPointed(null)}
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(10, minmax(0, 1fr))',
            sm: 'repeat(15, minmax(0, 1fr))',
          },
          gap: 0.5,
          maxWidth: { xs: 280, sm: 480 },
          '& > span': {
            aspectRatio: '1',
            borderRadius: 0.75,
            bgcolor: 'action.disabledBackground',
          },
          '& > span[data-completed="true"]': { bgcolor: 'success.main' },
        }}
      >
        {days.map((day) => (
          <span key={day.date} data-date={day.date} data-completed={day.completed} />
        ))}
      </Box>
      {pointed && (
        <AnchoredTooltip
          anchor={pointed.square}
          title={
            <span>
              {t('progress.habits.dayStatus', {
                date: intl.formatDate(calendarDate(pointed.day.date), {
                  timeZone: 'UTC',
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                }),
                status: t(
                  pointed.day.completed
                    ? 'progress.habits.completed'
                    : 'progress.habits.notCompleted',
                ),
              })}
            </span>
          }
        />
      )}
    </>
  );
});
