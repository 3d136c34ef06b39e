import { useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { STREAK_HISTORY_DAYS } from '@ps/contracts/habit-week';
import type { Habit } from '@ps/contracts/habits';
import { clientToday } from '@ps/web/queries';
import { AddHabitButton } from '../components/AddHabitButton';
import { DeleteHabitDialog } from '../components/DeleteHabitDialog';
import { HabitCard } from '../components/HabitCard';
import { HabitDialog } from '../components/HabitDialog';
import { HabitsEmptyState } from '../components/HabitsEmptyState';
import { useCompletionsByHabit } from '../hooks/use-completions';
import { useHabits } from '../hooks/use-habits';
import { PageHeading } from '@ps/web/PageHeading';
import { LoadingPlaceholders } from '@ps/web/LoadingPlaceholders';

const NO_DATES: string[] = [];

/** One column on phones, two on tablets, three on wide screens. */
const gridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

export function HabitsPage() {
  const intl = useIntl();
  const today = clientToday();
  const habits = useHabits();
  // A year of history in one read, so streaks are exact up to a year whatever the number of habits.
  const completions = useCompletionsByHabit(today, STREAK_HISTORY_DAYS);
  const [dialog, setDialog] = useState<{ open: boolean; habit: Habit | null }>({
    open: false,
    habit: null,
  });
  const [deleting, setDeleting] = useState<Habit | null>(null);

  const openAdd = () => setDialog({ open: true, habit: null });
  const openEdit = (habit: Habit) => setDialog({ open: true, habit });
  const retry = () => {
    if (habits.isError) void habits.refetch();
    if (completions.isError) void completions.refetch();
  };

  return (
    <Box
      component="section"
      aria-labelledby="habits-page-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <PageHeading
        titleId="habits-page-title"
        title={intl.formatMessage({ id: 'habits.page.title' })}
        subtitle={intl.formatMessage({ id: 'habits.page.subtitle' })}
        actions={<AddHabitButton onClick={openAdd} />}
      />

      {habits.isPending || completions.isPending ? (
        <LoadingPlaceholders height={220} sx={gridSx} />
      ) : habits.isError || completions.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {intl.formatMessage({ id: 'habits.retry' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'habits.loadError' })}
        </Alert>
      ) : habits.data.length === 0 ? (
        <HabitsEmptyState onAdd={openAdd} />
      ) : (
        <Box component="ul" sx={gridSx}>
          {habits.data.map((habit) => (
            <li key={habit.id}>
              <HabitCard
                habit={habit}
                completions={completions.data.get(habit.id) ?? NO_DATES}
                today={today}
                onEdit={openEdit}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </Box>
      )}

      <HabitDialog
        open={dialog.open}
        habit={dialog.habit}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <DeleteHabitDialog habit={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
