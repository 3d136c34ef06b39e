import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEEKLY_VIEW_DAYS } from '@ps/contracts/constants';
import type { IsoDate } from '@ps/contracts/dates';
import { weekView } from '@ps/contracts/habit-week';
import type { Habit } from '@ps/contracts/habits';
import { clientToday } from '@ps/web/queries';
import { CalendarDate } from '../common/CalendarDate';
import { visuallyHidden } from '@ps/web/visually-hidden';
import { useCompletionsByHabit } from '../habits/hooks/use-completions';
import { useHabits } from '../habits/hooks/use-habits';
import { DashboardCard } from '@ps/web/DashboardCard';
import { EmptyCardState } from './EmptyCardState';
import { LoadingPlaceholders } from '@ps/web/LoadingPlaceholders';

const NO_DATES: IsoDate[] = [];

/** Per active habit: the last seven days, done or not, and 'n/7'; links to /progress. */
export function WeeklyProgressCard() {
  const intl = useIntl();
  const today = clientToday();
  const habits = useHabits();
  const completions = useCompletionsByHabit(today, WEEKLY_VIEW_DAYS);
  const active = habits.data?.filter((habit) => habit.isActive) ?? [];
  const loaded = habits.isSuccess && completions.isSuccess;

  return (
    <DashboardCard
      title={intl.formatMessage({ id: 'habits.weekly.title' })}
      link={{ label: intl.formatMessage({ id: 'habits.weekly.viewProgress' }), to: '/progress' }}
    >
      {!loaded ? (
        <LoadingPlaceholders height={64} count={2} />
      ) : active.length === 0 ? (
        <EmptyCardState
          text={intl.formatMessage({ id: 'habits.weekly.empty' })}
          action={intl.formatMessage({ id: 'habits.weekly.emptyAction' })}
        />
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {active.map((habit) => (
            <li key={habit.id}>
              <HabitWeek
                habit={habit}
                completions={completions.data.get(habit.id) ?? NO_DATES}
                today={today}
              />
            </li>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

function HabitWeek({
  habit,
  completions,
  today,
}: {
  habit: Habit;
  completions: IsoDate[];
  today: IsoDate;
}) {
  const intl = useIntl();
  const { days, completedCount } = weekView(completions, today);
  const counts = { done: completedCount, total: WEEKLY_VIEW_DAYS };
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{habit.name}</Typography>
        <Typography color="text.secondary" sx={{ fontWeight: 600, flexShrink: 0 }}>
          <span aria-hidden>{intl.formatMessage({ id: 'habits.weekly.rate' }, counts)}</span>
          <Box component="span" sx={visuallyHidden}>
            {intl.formatMessage({ id: 'habits.weekly.rateLabel' }, counts)}
          </Box>
        </Typography>
      </Box>
      <Box
        component="ol"
        aria-label={habit.name}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(${WEEKLY_VIEW_DAYS}, minmax(0, 1fr))`,
          gap: 0.5,
        }}
      >
        {days.map((day) => (
          <Box component="li" key={day.date} sx={{ textAlign: 'center' }}>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              <CalendarDate date={day.date} weekday="short" />
            </Typography>
            <Box
              sx={{
                width: 32,
                height: 32,
                mx: 'auto',
                borderRadius: '50%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: '0.8rem',
                fontWeight: 600,
                bgcolor: day.completed ? 'success.main' : 'action.hover',
                color: day.completed ? 'success.contrastText' : 'text.secondary',
                outline: day.date === today ? '2px solid' : 'none',
                outlineColor: 'primary.main',
                outlineOffset: 1,
              }}
            >
              <CalendarDate date={day.date} day="numeric" />
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {intl.formatMessage({
                id: day.completed ? 'habits.weekly.dayDone' : 'habits.weekly.dayNotDone',
              })}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
