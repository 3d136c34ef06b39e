import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { priorities, type Task } from '@ps/contracts/tasks';
import { useHabitOptions } from '../hooks/use-habit-options';
import { useAddTask, useUpdateTask } from '../hooks/use-task-changes';
import {
  EMPTY_TASK_FORM,
  taskToForm,
  validateTask,
  type TaskErrors,
  type TaskField,
  type TaskForm,
} from '../validation';
import { useText } from '../../i18n/use-text';

interface Props {
  open: boolean;
  /** The task to edit; null to add one. */
  task: Task | null;
  onClose: () => void;
}

/** Add or edit a task. The form mounts with the dialog, so each opening starts afresh. */
export function TaskDialog({ open, task, onClose }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <TaskFormContent task={task} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

function TaskFormContent({
  task,
  titleId,
  onClose,
}: {
  task: Task | null;
  titleId: string;
  onClose: () => void;
}) {
  const t = useText();
  const [form, setForm] = useState<TaskForm>(() => (task ? taskToForm(task) : EMPTY_TASK_FORM));
  const [errors, setErrors] = useState<TaskErrors>({});
  const habits = useHabitOptions();
  const add = useAddTask();
  const update = useUpdateTask();

  const change = (field: TaskField) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTask(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (task) update.mutate({ id: task.id, body: checked.body }, { onSuccess: onClose });
    else add.mutate(checked.body, { onSuccess: onClose });
  };

  const errorText = (field: TaskField) => (errors[field] ? t(errors[field]) : undefined);
  const habitOptions = habits.data ?? [];

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>
        {t(task ? 'tasks.dialog.editTitle' : 'tasks.dialog.addTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={t('tasks.dialog.description')}
            placeholder={t('tasks.dialog.descriptionPlaceholder')}
            value={form.description}
            onChange={change('description')}
            error={Boolean(errors.description)}
            helperText={errorText('description')}
            required
            autoFocus
            fullWidth
          />
          <TextField
            select
            label={t('tasks.dialog.priority')}
            value={form.priority}
            onChange={change('priority')}
            fullWidth
          >
            {priorities.map((priority) => (
              <MenuItem key={priority} value={priority}>
                {t(`tasks.priority.${priority}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t('tasks.dialog.dueDate')}
            value={form.dueDate}
            onChange={change('dueDate')}
            error={Boolean(errors.dueDate)}
            helperText={errorText('dueDate')}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {habitOptions.length > 0 && (
            <TextField
              select
              label={t('tasks.dialog.habit')}
              value={form.habitId}
              onChange={change('habitId')}
              fullWidth
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('tasks.dialog.noHabit')}</MenuItem>
              {habitOptions.map((habit) => (
                <MenuItem key={habit.id} value={String(habit.id)}>
                  <bdi>{habit.name}</bdi>
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('tasks.dialog.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={add.isPending || update.isPending}>
          {t(task ? 'tasks.dialog.save' : 'tasks.dialog.create')}
        </Button>
      </DialogActions>
    </form>
  );
}
