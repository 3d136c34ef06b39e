import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEEKLY_VIEW_DAYS } from '@ps/contracts/constants';
import type { IsoDate } from '@ps/contracts/dates';
import { recentProgress, type Calendar } from '@ps/contracts/habit-rules';
import { weekView } from '@ps/contracts/habit-week';
import type { Completion, Habit } from '@ps/contracts/habits';
import { clientToday } from '@ps/web/queries';
import { CalendarDate } from '../common/CalendarDate';
import { visuallyHidden } from '@ps/web/visually-hidden';
import { useHabitDays } from '../habits/hooks/use-completions';
import { useHabits } from '../habits/hooks/use-habits';
import { checkInsOf, planOfHabit } from '@ps/contracts/habit-records';
import { useHabitCalendar } from '@ps/web/use-habit-calendar';
import { DASHBOARD_HISTORY_DAYS } from './history-window';
import { DashboardCard } from '@ps/web/DashboardCard';
import { EmptyCardState } from './EmptyCardState';
import { useFirstHabits } from './use-first-habits';
import { LoadingPlaceholders } from '@ps/web/LoadingPlaceholders';
import { useText } from '../i18n/use-text';

const NO_RECORDS: Completion[] = [];

/**
 * Per habit (not paused or archived): the last seven days, done or not, and how far it is: 'n/7'
 * for habits counted in days, '1/1 this week' or '3/10 this month' for the others. Links to
 * /progress. The first five are listed; Show all lists the rest in place.
 */
export function WeeklyProgressCard() {
  const t = useText();
  const today = clientToday();
  const habits = useHabits();
  const calendar = useHabitCalendar(today);
  const completions = useHabitDays(today, DASHBOARD_HISTORY_DAYS);
  const active = habits.data?.filter((habit) => habit.isActive && !habit.archived) ?? [];
  const loaded = habits.isSuccess && completions.isSuccess;
  const first = useFirstHabits(active);

  return (
    <DashboardCard
      title={t('habits.weekly.title')}
      link={{ label: t('habits.weekly.viewProgress'), to: '/progress' }}
      footerAction={loaded && first.toggle}
    >
      {!loaded ? (
        <LoadingPlaceholders height={64} count={2} />
      ) : active.length === 0 ? (
        <EmptyCardState text={t('habits.weekly.empty')} action={t('habits.weekly.emptyAction')} />
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {first.shown.map((habit) => (
            <li key={habit.id}>
              <HabitWeek
                habit={habit}
                records={completions.data.get(habit.id) ?? NO_RECORDS}
                calendar={calendar}
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
  records,
  calendar,
}: {
  habit: Habit;
  records: Completion[];
  calendar: Calendar;
}) {
  const t = useText();
  const today: IsoDate = calendar.today;
  const doneDates = records.filter((record) => record.met).map((record) => record.completedAt);
  const { days } = weekView(doneDates, today);
  const plan = planOfHabit(habit, today, DASHBOARD_HISTORY_DAYS);
  const { scope, ...counts } = recentProgress(checkInsOf(records), plan, calendar);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <bdi>{habit.name}</bdi>
        </Typography>
        <Typography color="text.secondary" sx={{ fontWeight: 600, flexShrink: 0 }}>
          <span aria-hidden>{t(`habits.weekly.rate.${scope}`, counts)}</span>
          <Box component="span" sx={visuallyHidden}>
            {t(`habits.weekly.rateLabel.${scope}`, counts)}
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
              {t(day.completed ? 'habits.weekly.dayDone' : 'habits.weekly.dayNotDone')}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
