import { lazy, Suspense, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { STREAK_HISTORY_DAYS } from '@ps/contracts/habit-week';
import type { Completion, Habit } from '@ps/contracts/habits';
import { clientToday } from '@ps/web/queries';
import { AddHabitButton } from '../components/AddHabitButton';
import { HabitCard, type HabitActions } from '../components/HabitCard';
import { HabitsEmptyState } from '../components/HabitsEmptyState';
import { useHabitDays } from '../hooks/use-completions';
import {
  orderAfterDrop,
  orderAfterMove,
  useArchiveHabit,
  useMoveHabit,
} from '../hooks/use-habit-changes';
import { useDragToReorder, type DragState } from '../hooks/use-drag-to-reorder';
import { useHabits } from '../hooks/use-habits';
import { useHabitCalendar } from '@ps/web/use-habit-calendar';
import { useLatest } from '@ps/web/use-latest';
import { useShownInSteps } from '@ps/web/use-shown-in-steps';
import { PageHeading } from '@ps/web/PageHeading';
import { LoadingPlaceholders } from '@ps/web/LoadingPlaceholders';
import { useText } from '../../i18n/use-text';

const NO_RECORDS: Completion[] = [];

/**
 * The dialogs' code (the form, its fields and checks, MUI's dialog and text fields) comes with
 * their first opening: most visits to the page open none, and on a phone the page then starts
 * without running it.
 */
const HabitDialog = lazy(() =>
  import('../components/HabitDialog').then(({ HabitDialog }) => ({ default: HabitDialog })),
);
const DeleteHabitDialog = lazy(() =>
  import('../components/DeleteHabitDialog').then(({ DeleteHabitDialog }) => ({
    default: DeleteHabitDialog,
  })),
);

/** True from the first time `open` is, so that a dialog stays mounted to play its closing. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

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
  // A card off the screen is not laid out or painted until a scroll brings it near: a year of
  // twenty habits made each step of the cards' drawing lay out the whole list, on a phone two
  // screens of it. Until drawn once, it holds a card's usual height, so the page does not jump.
  '& > li': { contentVisibility: 'auto', containIntrinsicSize: 'auto 280px' },
} as const;

/** The card being dragged fades; the place it would land on is outlined. */
function dragStyle(drag: DragState | null, index: number) {
  if (!drag) return undefined;
  if (index === drag.from) return { opacity: 0.5 };
  if (index === drag.over) {
    return {
      outline: (theme: Theme) => `2px solid ${theme.palette.primary.main}`,
      borderRadius: 1,
    };
  }
  return undefined;
}

export function HabitsPage() {
  const t = useText();
  const today = clientToday();
  const calendar = useHabitCalendar(today);
  const habits = useHabits();
  // A year of history in one read, so streaks are exact up to a year whatever the number of habits.
  const records = useHabitDays(today, STREAK_HISTORY_DAYS);
  const archive = useArchiveHabit();
  const move = useMoveHabit();
  const [dialog, setDialog] = useState<{ open: boolean; habit: Habit | null }>({
    open: false,
    habit: null,
  });
  const [deleting, setDeleting] = useState<Habit | null>(null);
  const dialogOpened = useOpenedOnce(dialog.open);
  const deleteOpened = useOpenedOnce(deleting !== null);

  const openAdd = () => setDialog({ open: true, habit: null });
  const retry = () => {
    if (habits.isError) void habits.refetch();
    if (records.isError) void records.refetch();
  };
  const all = habits.data ?? [];
  const active = all.filter((habit) => !habit.archived);
  const archived = all.filter((habit) => habit.archived);
  const reorder = useDragToReorder((from, to) =>
    move.mutate(orderAfterDrop(all, active, active[from]!, to)),
  );
  // The cards' actions are the same functions from one render to the next (they read the lists
  // as they are when used), so a card whose habit and records did not change is not drawn again.
  const lists = useLatest({ all, active });
  const { mutate: archiveHabit } = archive;
  const { mutate: moveHabit } = move;
  const actions = useMemo<Required<HabitActions>>(
    () => ({
      onEdit: (habit) => setDialog({ open: true, habit }),
      onDelete: setDeleting,
      onArchive: (habit, toArchive) => archiveHabit({ habit, archived: toArchive }),
      onMove: (moved, direction) => {
        const { all, active } = lists.current;
        moveHabit(orderAfterMove(all, active, moved, direction));
      },
    }),
    [archiveHabit, moveHabit, lists],
  );
  // The cards wait for both the habits and their records. The active cards first, then the
  // archived ones, a few more at each step; the steps start once the cards can be drawn (started
  // with the habits alone, they had all run while the records were on their way).
  const loading = habits.isPending || records.isPending;
  const shown = useShownInSteps(loading ? 0 : active.length + archived.length);
  const cards = (list: Habit[], movable: boolean, count: number) => (
    <Box component="ul" sx={gridSx}>
      {list.slice(0, count).map((habit, index) => (
        <Box
          component="li"
          key={habit.id}
          {...(movable && reorder.itemProps(index))}
          sx={dragStyle(movable ? reorder.drag : null, index)}
        >
          <HabitCard
            habit={habit}
            records={records.data?.get(habit.id) ?? NO_RECORDS}
            windowDays={STREAK_HISTORY_DAYS}
            calendar={calendar}
            onEdit={actions.onEdit}
            onDelete={actions.onDelete}
            onArchive={actions.onArchive}
            {...(movable && {
              onMove: actions.onMove,
              first: index === 0,
              last: index === list.length - 1,
              dragHandlers: reorder.handlers,
            })}
          />
        </Box>
      ))}
    </Box>
  );

  return (
    <Box
      component="section"
      aria-labelledby="habits-page-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <PageHeading
        titleId="habits-page-title"
        title={t('habits.page.title')}
        subtitle={t('habits.page.subtitle')}
        actions={<AddHabitButton onClick={openAdd} />}
      />

      {loading ? (
        <LoadingPlaceholders height={220} sx={gridSx} />
      ) : habits.isError || records.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('habits.retry')}
            </Button>
          }
        >
          {t('habits.loadError')}
        </Alert>
      ) : all.length === 0 ? (
        <HabitsEmptyState onAdd={openAdd} />
      ) : (
        <>
          {cards(active, true, shown)}
          {archived.length > 0 && (
            <Box component="section" aria-labelledby="habits-archived-title">
              <Typography id="habits-archived-title" variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('habits.archived.title')}
              </Typography>
              {cards(archived, false, Math.max(0, shown - active.length))}
            </Box>
          )}
        </>
      )}

      <Suspense fallback={null}>
        {dialogOpened && (
          <HabitDialog
            open={dialog.open}
            habit={dialog.habit}
            onClose={() => setDialog((current) => ({ ...current, open: false }))}
          />
        )}
        {deleteOpened && <DeleteHabitDialog habit={deleting} onClose={() => setDeleting(null)} />}
      </Suspense>
    </Box>
  );
}
