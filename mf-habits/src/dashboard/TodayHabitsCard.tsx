import { useIntl } from 'react-intl';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEEKLY_VIEW_DAYS } from '@ps/contracts/constants';
import type { IsoDate } from '@ps/contracts/dates';
import type { Habit } from '@ps/contracts/habits';
import { clientToday } from '@ps/web/queries';
import { useCompletionsByHabit } from '../habits/hooks/use-completions';
import { useHabits } from '../habits/hooks/use-habits';
import { useToggleDay } from '../habits/hooks/use-toggle-day';
import { DashboardCard } from '@ps/web/DashboardCard';
import { EmptyCardState } from './EmptyCardState';
import { LoadingPlaceholders } from '@ps/web/LoadingPlaceholders';

/**
 * The dashboard's "today's habits": each active habit with a checkbox that marks or unmarks
 * today. It reads the same seven-day completions window as the weekly card: one request for both.
 */
export function TodayHabitsCard() {
  const intl = useIntl();
  const today = clientToday();
  const habits = useHabits();
  const completions = useCompletionsByHabit(today, WEEKLY_VIEW_DAYS);
  const active = habits.data?.filter((habit) => habit.isActive) ?? [];
  const loaded = habits.isSuccess && completions.isSuccess;
  const doneCount = loaded
    ? active.filter((habit) => completions.data.get(habit.id)?.includes(today)).length
    : 0;

  return (
    <DashboardCard
      title={intl.formatMessage({ id: 'habits.today.title' })}
      aside={
        loaded &&
        active.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(
              { id: 'habits.today.progress' },
              { done: doneCount, total: active.length },
            )}
          </Typography>
        )
      }
      link={{ label: intl.formatMessage({ id: 'habits.today.viewAll' }), to: '/habits' }}
    >
      {!loaded ? (
        <LoadingPlaceholders height={36} />
      ) : active.length === 0 ? (
        <EmptyCardState
          text={intl.formatMessage({ id: 'habits.today.empty' })}
          action={intl.formatMessage({ id: 'habits.today.emptyAction' })}
        />
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {active.map((habit) => (
            <li key={habit.id}>
              <TodayHabitRow
                habit={habit}
                doneToday={completions.data.get(habit.id)?.includes(today) ?? false}
                today={today}
              />
            </li>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

function TodayHabitRow({
  habit,
  doneToday,
  today,
}: {
  habit: Habit;
  doneToday: boolean;
  today: IsoDate;
}) {
  const toggle = useToggleDay();
  return (
    <FormControlLabel
      sx={{ mx: 0, width: '100%', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
      control={
        <Checkbox
          checked={doneToday}
          disabled={toggle.isPending}
          color="success"
          onChange={(event) =>
            toggle.mutate({ habitId: habit.id, date: today, done: event.target.checked })
          }
        />
      }
      label={
        <Typography
          sx={{
            overflowWrap: 'anywhere',
            textDecoration: doneToday ? 'line-through' : 'none',
            color: doneToday ? 'text.secondary' : 'text.primary',
          }}
        >
          {habit.name}
        </Typography>
      }
    />
  );
}
