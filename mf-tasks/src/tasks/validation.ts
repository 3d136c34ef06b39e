import { taskInputSchema, type Priority, type Task } from '@ps/contracts/tasks';
import type { TaskBody } from './api';
import type { TasksMessageId } from '../i18n/use-text';

export interface TaskForm {
  description: string;
  priority: Priority;
  /** '' for none. */
  dueDate: string;
  /** '' for 'No habit', else the habit's id. */
  habitId: string;
}
export type TaskField = keyof TaskForm;
/** Field → message id of the first problem found with it. */
export type TaskErrors = Partial<Record<TaskField, TasksMessageId>>;

/** The contracts' validation messages, as ids of this remote's translations. */
const MESSAGE_IDS: Record<string, TasksMessageId> = {
  'Task description is required': 'tasks.validation.descriptionRequired',
  'Keep the description under 500 characters': 'tasks.validation.descriptionTooLong',
  'Use a date in the form YYYY-MM-DD': 'tasks.validation.dueDateInvalid',
};

export const EMPTY_TASK_FORM: TaskForm = {
  description: '',
  priority: 'medium',
  dueDate: '',
  habitId: '',
};

export function taskToForm(task: Task): TaskForm {
  return {
    description: task.description,
    priority: task.priority,
    dueDate: task.dueDate ?? '',
    habitId: task.habitId === null ? '' : String(task.habitId),
  };
}

/** Checks the form with the schema the server uses; an empty due date or habit becomes null. */
export function validateTask(
  form: TaskForm,
): { ok: true; body: TaskBody } | { ok: false; errors: TaskErrors } {
  const result = taskInputSchema.safeParse({
    ...form,
    habitId: form.habitId ? Number(form.habitId) : null,
  });
  if (result.success) return { ok: true, body: result.data };
  const errors: TaskErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as TaskField;
    errors[field] ??= MESSAGE_IDS[issue.message] ?? 'tasks.validation.invalid';
  }
  return { ok: false, errors };
}
