import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddIcon from '@mui/icons-material/Add';
import { sortCompletedTasks, sortTasks } from '@ps/contracts/task-order';
import type { Task } from '@ps/contracts/tasks';
import { clientToday } from '@ps/web/queries';
import { DeleteTaskDialog } from '../components/DeleteTaskDialog';
import { TaskDialog } from '../components/TaskDialog';
import { TaskGrid } from '../components/TaskGrid';
import { TasksEmptyState } from '../components/TasksEmptyState';
import { useCompleteTask } from '../hooks/use-complete-task';
import { useHabitOptions } from '../hooks/use-habit-options';
import { useReopenTask } from '../hooks/use-task-changes';
import { useTasks } from '../hooks/use-tasks';
import { PageHeading } from '@ps/web/PageHeading';
import { LoadingPlaceholders } from '@ps/web/LoadingPlaceholders';

type TabName = 'pending' | 'completed';

export function TasksPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const today = clientToday();
  const tasks = useTasks();
  const habits = useHabitOptions();
  const { complete, isCompleting, highlighted } = useCompleteTask();
  const reopen = useReopenTask();
  const [tab, setTab] = useState<TabName>('pending');
  const [dialog, setDialog] = useState<{ open: boolean; task: Task | null }>({
    open: false,
    task: null,
  });
  const [deleting, setDeleting] = useState<Task | null>(null);

  const habitNames = useMemo(
    () => new Map((habits.data ?? []).map((habit) => [habit.id, habit.name])),
    [habits.data],
  );
  // A task just completed stays in the pending list, highlighted, until its moment is over.
  const pending = sortTasks(
    (tasks.data ?? []).filter((task) => task.status === 'pending' || highlighted.has(task.id)),
  );
  const completed = sortCompletedTasks(
    (tasks.data ?? []).filter((task) => task.status === 'completed' && !highlighted.has(task.id)),
  );
  const pendingCount = (tasks.data ?? []).filter((task) => task.status === 'pending').length;
  const completedCount = (tasks.data ?? []).length - pendingCount;

  const openAdd = () => setDialog({ open: true, task: null });
  const shown = tab === 'pending' ? pending : completed;

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

      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setTab(value)}
        aria-label={t('tasks.tabs.label')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
      >
        <Tab
          value="pending"
          id="tasks-tab-pending"
          aria-controls="tasks-panel"
          label={t('tasks.tabs.pending', { count: pendingCount })}
        />
        <Tab
          value="completed"
          id="tasks-tab-completed"
          aria-controls="tasks-panel"
          label={t('tasks.tabs.completed', { count: completedCount })}
        />
      </Tabs>

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
        ) : shown.length === 0 ? (
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
            tasks={shown}
            habitNames={habitNames}
            today={today}
            highlighted={highlighted}
            isBusy={(id) => isCompleting(id) || (reopen.isPending && reopen.variables?.id === id)}
            onComplete={(task) => complete(task)}
            onEdit={(task) => setDialog({ open: true, task })}
            onDelete={setDeleting}
            onReopen={(task) => reopen.mutate(task)}
          />
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
