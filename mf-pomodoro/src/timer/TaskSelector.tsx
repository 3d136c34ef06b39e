import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Task } from '@ps/contracts/tasks';
import { useText } from '../i18n/use-text';

interface Props {
  tasks: readonly Task[];
  taskId: number | null;
  onChange: (taskId: number | null) => void;
}

/** 'Focus on a specific task': the value is the task id, '' for 'No specific task'. */
export function TaskSelector({ tasks, taskId, onChange }: Props) {
  const t = useText();
  const listed = tasks.some((task) => task.id === taskId);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('pomodoro.task.label')}
      value={listed ? String(taskId) : ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('pomodoro.task.none')}</MenuItem>
      {tasks.map((task) => (
        <MenuItem key={task.id} value={String(task.id)}>
          {task.description}
        </MenuItem>
      ))}
    </TextField>
  );
}
