import { memo } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import type { IsoDate } from '@ps/contracts/dates';
import type { Task } from '@ps/contracts/tasks';
import { isPlaceholder } from '../placeholder-task';
import { HabitBadge } from './HabitBadge';
import { DueBadge, NotSentBadge, PriorityBadge } from './TaskBadges';
import { useText, type TasksMessageId } from '../../i18n/use-text';

export interface TaskActions {
  onComplete: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  onReopen: (task: Task) => void;
}

interface Props extends TaskActions {
  task: Task;
  habitName: string | null;
  today: IsoDate;
  /** Just completed: shown highlighted for a moment before it leaves the pending list. */
  highlighted: boolean;
  busy: boolean;
}

/**
 * One task. Pending: a checkbox completes it, with its badges, edit and delete. Completed:
 * struck through with the Completed badge and date, reopen and delete. Added offline and not
 * sent yet: said so, and only deleting it is offered until it is sent. Drawn again only when its
 * own props change: the list passes the same task and actions to the cards another change left
 * alone.
 */
export const TaskCard = memo(function TaskCard({
  task,
  habitName,
  today,
  highlighted,
  busy,
  ...actions
}: Props) {
  const intl = useIntl();
  const t = useText();
  const done = task.status === 'completed' || highlighted;
  const notSent = isPlaceholder(task);
  const label = (id: TasksMessageId) => t(id, { description: task.description });
  return (
    <Card
      variant="outlined"
      data-highlighted={highlighted || undefined}
      sx={(theme) => ({
        height: '100%',
        p: 2,
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        transition: theme.transitions.create(['background-color', 'border-color']),
        ...(highlighted && {
          bgcolor: alpha(theme.palette.success.main, 0.12),
          borderColor: 'success.main',
        }),
      })}
    >
      {task.status === 'pending' || highlighted ? (
        <Checkbox
          checked={done}
          disabled={busy || highlighted || notSent}
          color="success"
          onChange={() => actions.onComplete(task)}
          slotProps={{ input: { 'aria-label': label('tasks.row.complete') } }}
          sx={{ mt: -0.75, marginInlineStart: -0.75 }}
        />
      ) : (
        <CheckCircleIcon color="success" sx={{ mt: 0.25 }} aria-hidden />
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          sx={{
            overflowWrap: 'anywhere',
            fontWeight: 500,
            textDecoration: done ? 'line-through' : 'none',
            color: done ? 'text.secondary' : 'text.primary',
          }}
        >
          <bdi>{task.description}</bdi>
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
          {done ? (
            <Chip size="small" color="success" label={t('tasks.row.completedBadge')} />
          ) : (
            <>
              <PriorityBadge priority={task.priority} />
              <DueBadge task={task} today={today} />
              {notSent && <NotSentBadge />}
            </>
          )}
          <HabitBadge habitName={habitName} />
        </Stack>
        {task.status === 'completed' && task.completedAt && !highlighted && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('tasks.row.completedOn', {
              date: intl.formatDate(task.completedAt, { dateStyle: 'medium' }),
            })}
          </Typography>
        )}
        {task.status === 'completed' && !highlighted && (
          <Button
            size="small"
            startIcon={<ReplayIcon />}
            onClick={() => actions.onReopen(task)}
            disabled={busy}
            aria-label={label('tasks.row.reopenFromCheckbox')}
            sx={{ mt: 1, marginInlineStart: -0.5 }}
          >
            {t('tasks.row.reopen')}
          </Button>
        )}
      </Box>
      <Stack direction="row" sx={{ flexShrink: 0, mt: -0.5 }}>
        {task.status === 'pending' && !highlighted && !notSent && (
          <IconButton
            size="small"
            aria-label={label('tasks.row.edit')}
            onClick={() => actions.onEdit(task)}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        )}
        <IconButton
          size="small"
          color="error"
          aria-label={label('tasks.row.delete')}
          onClick={() => actions.onDelete(task)}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Card>
  );
});
