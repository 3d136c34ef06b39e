import { useIntl } from 'react-intl';
import Chip, { type ChipProps } from '@mui/material/Chip';
import EventIcon from '@mui/icons-material/Event';
import FlagIcon from '@mui/icons-material/Flag';
import LinkIcon from '@mui/icons-material/Link';
import PersonIcon from '@mui/icons-material/Person';
import type { IsoDate } from '@ps/contracts/dates';
import { dueStatus } from '@ps/contracts/task-order';
import type { Priority, Task } from '@ps/contracts/tasks';
import { CalendarDate } from '../../common/CalendarDate';

const PRIORITY_COLOR: Record<Priority, ChipProps['color']> = {
  high: 'error',
  medium: 'warning',
  low: 'success',
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PRIORITY_COLOR[priority]}
      icon={<FlagIcon />}
      label={intl.formatMessage({ id: `tasks.priorityBadge.${priority}` })}
    />
  );
}

/** Red when past, 'Due Today' today, the date otherwise; nothing for tasks without a due date. */
export function DueBadge({ task, today }: { task: Pick<Task, 'dueDate'>; today: IsoDate }) {
  const intl = useIntl();
  const status = dueStatus(task, today);
  if (status === 'none' || !task.dueDate) return null;
  const date = <CalendarDate key="date" date={task.dueDate} dateStyle="medium" />;
  const label =
    status === 'today'
      ? intl.formatMessage({ id: 'tasks.due.today' })
      : intl.formatMessage({ id: `tasks.due.${status}` }, { date });
  return (
    <Chip
      size="small"
      icon={<EventIcon />}
      color={status === 'overdue' ? 'error' : status === 'today' ? 'primary' : 'default'}
      variant={status === 'upcoming' ? 'outlined' : 'filled'}
      label={label}
    />
  );
}

/** The habit a task is tied to, or 'Personal'. */
export function HabitBadge({ habitName }: { habitName: string | null }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={habitName ? <LinkIcon /> : <PersonIcon />}
      label={habitName ?? intl.formatMessage({ id: 'tasks.habit.personal' })}
      sx={{ maxWidth: '100%' }}
    />
  );
}
