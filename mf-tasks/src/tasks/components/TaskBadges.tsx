import { useIntl } from 'react-intl';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import EventIcon from '@mui/icons-material/Event';
import FlagIcon from '@mui/icons-material/Flag';
import type { IsoDate } from '@ps/contracts/dates';
import { dueStatus } from '@ps/contracts/task-order';
import type { Priority, Task } from '@ps/contracts/tasks';
import { CalendarDate } from '../../common/CalendarDate';
import { useText } from '../../i18n/use-text';

const PRIORITY_COLOR: Record<Priority, ChipProps['color']> = {
  high: 'error',
  medium: 'warning',
  low: 'success',
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  const t = useText();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PRIORITY_COLOR[priority]}
      icon={<FlagIcon />}
      label={t(`tasks.priorityBadge.${priority}`)}
    />
  );
}

/** Red when past, 'Due Today' today, the date otherwise; nothing for tasks without a due date. */
export function DueBadge({ task, today }: { task: Pick<Task, 'dueDate'>; today: IsoDate }) {
  const t = useText();
  // The date is a React element inside the message: formatMessage's rich form, not `t`.
  const intl = useIntl();
  const status = dueStatus(task, today);
  if (status === 'none' || !task.dueDate) return null;
  const date = <CalendarDate key="date" date={task.dueDate} dateStyle="medium" />;
  const label =
    status === 'today'
      ? t('tasks.due.today')
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

/**
 * A task added offline that the server does not have yet: it can be deleted, but completed or
 * edited only once it is sent, when it has its real id.
 */
export function NotSentBadge() {
  const t = useText();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<CloudUploadOutlinedIcon />}
      label={t('tasks.row.notSent')}
    />
  );
}
