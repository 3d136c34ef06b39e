import { useIntl } from 'react-intl';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Task } from '@ps/contracts/tasks';

interface Props {
  tasks: readonly Task[];
  taskId: number | null;
  onChange: (taskId: number | null) => void;
}

/** 'Focus on a specific task': the value is the task id, '' for 'No specific task'. */
export function TaskSelector({ tasks, taskId, onChange }: Props) {
  const intl = useIntl();
  const listed = tasks.some((task) => task.id === taskId);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={intl.formatMessage({ id: 'pomodoro.task.label' })}
      value={listed ? String(taskId) : ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{intl.formatMessage({ id: 'pomodoro.task.none' })}</MenuItem>
      {tasks.map((task) => (
        <MenuItem key={task.id} value={String(task.id)}>
          {task.description}
        </MenuItem>
      ))}
    </TextField>
  );
}
