import { Link as RouterLink } from '@ps/web/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import type { IsoDate } from '@ps/contracts/dates';
import { dashboardTasks } from '@ps/contracts/task-order';
import type { Task } from '@ps/contracts/tasks';
import { clientToday } from '@ps/web/queries';
import { DueBadge, NotSentBadge, PriorityBadge } from '../tasks/components/TaskBadges';
import { useCompleteTask } from '../tasks/hooks/use-complete-task';
import { useReopenTask } from '../tasks/hooks/use-task-changes';
import { isPlaceholder } from '../tasks/placeholder-task';
import { DashboardCard } from '@ps/web/DashboardCard';
import { LoadingPlaceholders } from '@ps/web/LoadingPlaceholders';
import { useText } from '../i18n/use-text';
import { useTodayTasks } from './use-today-tasks';

/**
 * dashboardTasks(), with a task just completed kept in its place while it is highlighted: from
 * the copy shown when it was completed, once the refreshed reads no longer hold it.
 */
function cardTasks(
  loaded: Task[],
  highlightedTasks: ReadonlyMap<number, Task>,
  today: IsoDate,
): Task[] {
  const byId = new Map([...highlightedTasks, ...loaded.map((task) => [task.id, task] as const)]);
  const tasks = [...byId.values()];
  const highlighted = new Set(highlightedTasks.keys());
  const asBefore = tasks.map((task) =>
    highlighted.has(task.id) ? { ...task, status: 'pending' as const } : task,
  );
  return dashboardTasks(asBefore, today).map((task) => byId.get(task.id) ?? task);
}

/**
 * The dashboard's "today's tasks": pending tasks and those due today, at most five, each
 * completed (or reopened) in place with its checkbox, at once, offline too. A task added offline
 * says it is not sent yet, and is completed once it is.
 */
export function TodayTasksCard() {
  const t = useText();
  const today = clientToday();
  const tasks = useTodayTasks(today);
  const { complete, isCompleting, highlighted, highlightedTasks } = useCompleteTask();
  const reopen = useReopenTask();
  const shown = tasks.isSuccess ? cardTasks(tasks.tasks, highlightedTasks, today) : [];
  const pendingCount = tasks.pendingCount ?? 0;

  return (
    <DashboardCard
      title={t('tasks.today.title')}
      aside={
        pendingCount > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('tasks.today.pendingCount', { count: pendingCount })}
          </Typography>
        )
      }
      link={{ label: t('tasks.today.viewAll'), to: '/tasks' }}
    >
      {!tasks.isSuccess ? (
        <LoadingPlaceholders height={44} />
      ) : shown.length === 0 ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 2 }}>
          <Typography color="text.secondary">{t('tasks.today.empty')}</Typography>
          <Button component={RouterLink} to="/tasks" variant="outlined" startIcon={<AddIcon />}>
            {t('tasks.today.emptyAction')}
          </Button>
        </Box>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((task) => {
            const done = task.status === 'completed' || highlighted.has(task.id);
            const notSent = isPlaceholder(task);
            const busy =
              isCompleting(task.id) || (reopen.isPending && reopen.variables?.id === task.id);
            return (
              <Box
                component="li"
                key={task.id}
                data-highlighted={highlighted.has(task.id) || undefined}
                sx={(theme) => ({
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 0.5,
                  p: 0.5,
                  borderRadius: 1,
                  transition: theme.transitions.create('background-color'),
                  bgcolor: highlighted.has(task.id)
                    ? alpha(theme.palette.success.main, 0.12)
                    : 'transparent',
                })}
              >
                <Checkbox
                  checked={done}
                  disabled={busy || highlighted.has(task.id) || notSent}
                  color="success"
                  onChange={() => (done ? reopen.mutate(task) : complete(task))}
                  slotProps={{
                    input: {
                      'aria-label': t(
                        done ? 'tasks.row.reopenFromCheckbox' : 'tasks.row.complete',
                        { description: task.description },
                      ),
                    },
                  }}
                />
                <Box sx={{ minWidth: 0, pt: 1 }}>
                  <Typography
                    sx={{
                      overflowWrap: 'anywhere',
                      textDecoration: done ? 'line-through' : 'none',
                      color: done ? 'text.secondary' : 'text.primary',
                    }}
                  >
                    <bdi>{task.description}</bdi>
                  </Typography>
                  {!done && (
                    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      <PriorityBadge priority={task.priority} />
                      <DueBadge task={task} today={today} />
                      {notSent && <NotSentBadge />}
                    </Stack>
                  )}
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
    </DashboardCard>
  );
}
