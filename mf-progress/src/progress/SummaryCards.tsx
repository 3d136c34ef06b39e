import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import type { Habit } from '@ps/contracts/habits';
import type { SessionTotals } from '@ps/contracts/pomodoro';
import type { Stats } from '@ps/contracts/stats';
import { FigureCard } from '../figures/FigureCard';
import { useText } from '../i18n/use-text';
import type { Loadable } from './use-progress-data';

/** A loadable's figure: undefined while loading (a skeleton), null when it failed (a dash). */
function figure<T>(source: Loadable<T>, pick: (data: T) => number): number | null | undefined {
  if (source.status === 'loading') return undefined;
  return source.status === 'failed' ? null : pick(source.data);
}

/** Total Habits, Longest Streak and Focus Sessions, above the tabs. */
export function SummaryCards({
  habits,
  stats,
  sessionTotals,
}: {
  habits: Loadable<Habit[]>;
  stats: Loadable<Stats>;
  sessionTotals: Loadable<SessionTotals>;
}) {
  const t = useText();
  const intl = useIntl();
  const totalHabits = figure(habits, (list) => list.length);
  // All-time and over every daily habit, so only the server, which holds the whole history, knows it.
  const longestStreak = figure(stats, (data) => data.habits.longestStreak);
  const focusSessions = figure(sessionTotals, (totals) => totals.sessions);
  const shown = (value: number | null | undefined) =>
    typeof value === 'number' ? intl.formatNumber(value) : value;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: { xs: 1.5, sm: 2 },
      }}
    >
      <FigureCard
        phoneLayout="row"
        label={t('progress.card.totalHabits')}
        icon={<CalendarMonthOutlinedIcon />}
        value={shown(totalHabits)}
        caption={t('progress.card.totalHabitsCaption')}
      />
      <FigureCard
        phoneLayout="row"
        label={t('progress.card.longestStreak')}
        icon={<EmojiEventsOutlinedIcon />}
        value={shown(longestStreak)}
        caption={t('progress.card.longestStreakCaption', { count: longestStreak ?? 0 })}
      />
      <FigureCard
        phoneLayout="row"
        label={t('progress.card.focusSessions')}
        icon={<TimerOutlinedIcon />}
        value={shown(focusSessions)}
        caption={t('progress.allTime')}
      />
    </Box>
  );
}
