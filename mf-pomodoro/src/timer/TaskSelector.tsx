import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useText } from '../i18n/use-text';
import { usePendingTasks } from '../sessions/api';

interface Props {
  taskId: number | null;
  onChange: (taskId: number | null) => void;
}

/**
 * 'Focus on a specific task': the value is the task id, '' for 'No specific task'. The pending
 * tasks are read when the list is first opened, or at once when a task is already chosen (its
 * description is the value shown).
 */
export function TaskSelector({ taskId, onChange }: Props) {
  const t = useText();
  const [opened, setOpened] = useState(false);
  const { tasks, loading } = usePendingTasks(opened || taskId !== null);
  const listed = tasks.some((task) => task.id === taskId);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('pomodoro.task.label')}
      value={listed ? String(taskId) : ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      slotProps={{
        select: { displayEmpty: true, onOpen: () => setOpened(true) },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value="">{t('pomodoro.task.none')}</MenuItem>
      {loading && <MenuItem disabled>{t('pomodoro.task.loading')}</MenuItem>}
      {tasks.map((task) => (
        <MenuItem key={task.id} value={String(task.id)}>
          {task.description}
        </MenuItem>
      ))}
    </TextField>
  );
}
