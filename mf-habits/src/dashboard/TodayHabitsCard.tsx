import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DASHBOARD_HABITS_SHOWN } from '@ps/contracts/constants';
import { DASHBOARD_HISTORY_DAYS } from './history-window';
import { useFirstHabits } from './use-first-habits';
import type { IsoDate } from '@ps/contracts/dates';
import { isDue } from '@ps/contracts/habit-rules';
import type { Habit } from '@ps/contracts/habits';
import { clientToday } from '@ps/web/queries';
import { useCompletionsByHabit } from '../habits/hooks/use-completions';
import { useHabits } from '../habits/hooks/use-habits';
import { useChangeDay } from '../habits/hooks/use-change-day';
import { DashboardCard } from '@ps/web/DashboardCard';
import { EmptyCardState } from './EmptyCardState';
import { LoadingPlaceholders } from '@ps/web/LoadingPlaceholders';
import { useText } from '../i18n/use-text';

/** A habit's row: the checkbox's 42 px, and the list puts 4 px between rows. */
const ROW_HEIGHT = 42;
const ROW_GAP = 0.5;

/**
 * The dashboard's "today's habits": each habit due today, not paused or archived, with a checkbox
 * that marks or clears today (a measurable habit is marked at its target). The first
 * DASHBOARD_HABITS_SHOWN are listed, and as many placeholders while they load; Show all lists
 * the rest in place. It reads the same completions window as the weekly card: one request for
 * both.
 */
export function TodayHabitsCard() {
  const t = useText();
  const today = clientToday();
  const habits = useHabits();
  const completions = useCompletionsByHabit(today, DASHBOARD_HISTORY_DAYS);
  const active =
    habits.data?.filter(
      (habit) => habit.isActive && !habit.archived && isDue(today, habit.schedule),
    ) ?? [];
  const loaded = habits.isSuccess && completions.isSuccess;
  const first = useFirstHabits(active);
  const doneCount = loaded
    ? active.filter((habit) => completions.data.get(habit.id)?.includes(today)).length
    : 0;

  return (
    <DashboardCard
      title={t('habits.today.title')}
      aside={
        loaded &&
        active.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('habits.today.progress', { done: doneCount, total: active.length })}
          </Typography>
        )
      }
      link={{ label: t('habits.today.viewAll'), to: '/habits' }}
      footerAction={loaded && first.toggle}
    >
      {!loaded ? (
        <LoadingPlaceholders
          height={ROW_HEIGHT}
          count={DASHBOARD_HABITS_SHOWN}
          sx={{ display: 'grid', gap: ROW_GAP }}
        />
      ) : active.length === 0 ? (
        <EmptyCardState text={t('habits.today.empty')} action={t('habits.today.emptyAction')} />
      ) : (
        <Stack component="ul" spacing={ROW_GAP} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {first.shown.map((habit) => (
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
  const change = useChangeDay();
  // The person's tick, shown the moment they click: the day's record changes a task or more
  // later (the change is set up asynchronously), and until then a controlled checkbox would
  // stay as it was. Dropped once the change settles: the record then says what was saved.
  const [clicked, setClicked] = useState<boolean | null>(null);
  const checked = clicked ?? doneToday;
  return (
    <FormControlLabel
      sx={{ mx: 0, width: '100%', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
      control={
        <Checkbox
          checked={checked}
          disabled={change.isPending}
          color="success"
          onChange={(event) => {
            setClicked(event.target.checked);
            change.mutate(
              {
                habit,
                date: today,
                action: event.target.checked
                  ? { kind: 'done', value: habit.target?.amount ?? null }
                  : { kind: 'clear' },
              },
              { onSettled: () => setClicked(null) },
            );
          }}
        />
      }
      label={
        <Typography
          sx={{
            overflowWrap: 'anywhere',
            textDecoration: checked ? 'line-through' : 'none',
            color: checked ? 'text.secondary' : 'text.primary',
          }}
        >
          <bdi>{habit.name}</bdi>
        </Typography>
      }
    />
  );
}
