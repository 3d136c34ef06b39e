import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { sortCompletedTasks, sortTasks } from '@ps/contracts/task-order';
import type { Task } from '@ps/contracts/tasks';
import { clientToday } from '@ps/web/queries';
import { useLatest } from '@ps/web/use-latest';
import { DeleteTaskDialog } from '../components/DeleteTaskDialog';
import { TaskDialog } from '../components/TaskDialog';
import { TaskGrid } from '../components/TaskGrid';
import { TasksEmptyState } from '../components/TasksEmptyState';
import { useCompleteTask } from '../hooks/use-complete-task';
import { useHabitOptions } from '../hooks/use-habit-options';
import { useReopenTask } from '../hooks/use-task-changes';
import { useLoadMoreSentinel, useTaskCounts, useTaskPages } from '../hooks/use-task-pages';
import { PageHeading } from '@ps/web/PageHeading';
import { PageTabs } from '@ps/web/PageTabs';
import { useShownInSteps } from '@ps/web/use-shown-in-steps';
import { LoadingPlaceholders } from '@ps/web/LoadingPlaceholders';
import { useText } from '../../i18n/use-text';

const TAB_NAMES = ['pending', 'completed'] as const;
type TabName = (typeof TAB_NAMES)[number];

export function TasksPage() {
  const t = useText();
  const today = clientToday();
  const habits = useHabitOptions();
  const { complete, isCompleting, highlighted, highlightedTasks } = useCompleteTask();
  const reopen = useReopenTask();
  const [tab, setTab] = useState<TabName>('pending');
  const tasks = useTaskPages(tab);
  const counts = useTaskCounts();
  const [dialog, setDialog] = useState<{ open: boolean; task: Task | null }>({
    open: false,
    task: null,
  });
  const [deleting, setDeleting] = useState<Task | null>(null);

  const habitNames = useMemo(
    () => new Map((habits.data ?? []).map((habit) => [habit.id, habit.name])),
    [habits.data],
  );
  // A task just completed stays in the pending list, highlighted, until its moment is over,
  // even once the refreshed pages no longer hold it.
  const loaded = tasks.tasks;
  const pending =
    tab === 'pending'
      ? sortTasks([
          ...loaded.filter((task) => task.status === 'pending' && !highlighted.has(task.id)),
          ...highlightedTasks.values(),
        ])
      : [];
  const completed = sortCompletedTasks(
    loaded.filter((task) => task.status === 'completed' && !highlighted.has(task.id)),
  );
  // The tabs count every task, from the server's counts, not only the pages loaded so far; until
  // those arrive they show no count rather than a wrong one.
  const tabLabel = (name: TabName) =>
    counts.data
      ? t(`tasks.tabs.${name}`, { count: counts.data[name] })
      : t(`tasks.tabs.${name}Uncounted`);
  const loadMore = () => {
    if (tasks.hasNextPage && !tasks.isFetchingNextPage) void tasks.fetchNextPage();
  };
  const listed = tab === 'pending' ? pending : completed;
  const drawnCount = useShownInSteps(listed.length);
  // The next page is read once the loaded ones are all drawn: a screen that still shows the
  // end of the list while its first cards are being drawn is not yet a reader at its end.
  const sentinel = useLoadMoreSentinel(loadMore, tasks.hasNextPage && drawnCount === listed.length);

  const openAdd = () => setDialog({ open: true, task: null });
  // The cards' actions are the same functions from one render to the next (they call the
  // completion as it is when used), so completing one task does not draw every other card again.
  const completeNow = useLatest(complete);
  const { mutate: reopenTask } = reopen;
  const actions = useMemo(
    () => ({
      onComplete: (task: Task) => completeNow.current(task),
      onEdit: (task: Task) => setDialog({ open: true, task }),
      onDelete: setDeleting,
      onReopen: (task: Task) => reopenTask(task),
    }),
    [reopenTask, completeNow],
  );

  return (
    <Box
      component="section"
      aria-labelledby="tasks-page-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <PageHeading
        titleId="tasks-page-title"
        title={t('tasks.page.title')}
        subtitle={t('tasks.page.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
            {t('tasks.add')}
          </Button>
        }
      />

      <PageTabs
        value={tab}
        onChange={setTab}
        aria-label={t('tasks.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
        tabs={TAB_NAMES.map((name) => ({
          value: name,
          id: `tasks-tab-${name}`,
          controls: 'tasks-panel',
          label: tabLabel(name),
        }))}
      />

      <Box role="tabpanel" id="tasks-panel" aria-labelledby={`tasks-tab-${tab}`}>
        {tasks.isPending ? (
          <LoadingPlaceholders height={96} sx={{ display: 'grid', gap: 2 }} />
        ) : tasks.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void tasks.refetch()}>
                {t('tasks.retry')}
              </Button>
            }
          >
            {t('tasks.loadError')}
          </Alert>
        ) : listed.length === 0 ? (
          tab === 'pending' ? (
            <TasksEmptyState
              title={t('tasks.empty.pending')}
              hint={t('tasks.empty.pendingHint')}
              action={
                <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
                  {t('tasks.add')}
                </Button>
              }
            />
          ) : (
            <TasksEmptyState
              title={t('tasks.empty.completed')}
              hint={t('tasks.empty.completedHint')}
            />
          )
        ) : (
          <TaskGrid
            tasks={listed.slice(0, drawnCount)}
            habitNames={habitNames}
            today={today}
            highlighted={highlighted}
            isBusy={(id) => isCompleting(id) || (reopen.isPending && reopen.variables?.id === id)}
            {...actions}
          />
        )}
        {tasks.hasNextPage && (
          <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button variant="outlined" onClick={loadMore} disabled={tasks.isFetchingNextPage}>
              {tasks.isFetchingNextPage ? t('tasks.loadingMore') : t('tasks.loadMore')}
            </Button>
          </Box>
        )}
      </Box>

      <TaskDialog
        open={dialog.open}
        task={dialog.task}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
