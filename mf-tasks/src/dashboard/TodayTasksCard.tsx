import { Link as RouterLink } from '@ps/web/router';
import { useIntl } from 'react-intl';
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
import { DueBadge, PriorityBadge } from '../tasks/components/TaskBadges';
import { useCompleteTask } from '../tasks/hooks/use-complete-task';
import { useReopenTask } from '../tasks/hooks/use-task-changes';
import { useTasks } from '../tasks/hooks/use-tasks';
import { DashboardCard } from '@ps/web/DashboardCard';
import { LoadingPlaceholders } from '@ps/web/LoadingPlaceholders';

/** dashboardTasks(), with a task just completed kept in its place while it is highlighted. */
function cardTasks(tasks: Task[], highlighted: ReadonlySet<number>, today: IsoDate): Task[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const asBefore = tasks.map((task) =>
    highlighted.has(task.id) ? { ...task, status: 'pending' as const } : task,
  );
  return dashboardTasks(asBefore, today).map((task) => byId.get(task.id) ?? task);
}

/**
 * The dashboard's "today's tasks": pending tasks and those due today, at most five, each
 * completed (or reopened) in place with its checkbox.
 */
export function TodayTasksCard() {
  const intl = useIntl();
  const today = clientToday();
  const tasks = useTasks();
  const { complete, isCompleting, highlighted } = useCompleteTask();
  const reopen = useReopenTask();
  const shown = tasks.data ? cardTasks(tasks.data, highlighted, today) : [];
  const pendingCount = tasks.data?.filter((task) => task.status === 'pending').length ?? 0;

  return (
    <DashboardCard
      title={intl.formatMessage({ id: 'tasks.today.title' })}
      aside={
        tasks.isSuccess &&
        pendingCount > 0 && (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'tasks.today.pendingCount' }, { count: pendingCount })}
          </Typography>
        )
      }
      link={{ label: intl.formatMessage({ id: 'tasks.today.viewAll' }), to: '/tasks' }}
    >
      {!tasks.isSuccess ? (
        <LoadingPlaceholders height={44} />
      ) : shown.length === 0 ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 2 }}>
          <Typography color="text.secondary">
            {intl.formatMessage({ id: 'tasks.today.empty' })}
          </Typography>
          <Button component={RouterLink} to="/tasks" variant="outlined" startIcon={<AddIcon />}>
            {intl.formatMessage({ id: 'tasks.today.emptyAction' })}
          </Button>
        </Box>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((task) => {
            const done = task.status === 'completed' || highlighted.has(task.id);
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
                  disabled={busy || highlighted.has(task.id)}
                  color="success"
                  onChange={() => (done ? reopen.mutate(task) : complete(task))}
                  slotProps={{
                    input: {
                      'aria-label': intl.formatMessage(
                        { id: done ? 'tasks.row.reopenFromCheckbox' : 'tasks.row.complete' },
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
                    {task.description}
                  </Typography>
                  {!done && (
                    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      <PriorityBadge priority={task.priority} />
                      <DueBadge task={task} today={today} />
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
