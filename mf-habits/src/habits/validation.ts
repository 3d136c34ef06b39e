import { habitInputSchema, type Frequency, type Habit } from '@ps/contracts/habits';
import type { HabitBody } from './api';

export interface HabitForm {
  name: string;
  description: string;
  frequency: Frequency;
  startDate: string;
}
export type HabitField = keyof HabitForm;
/** Field → message id of the first problem found with it. */
export type HabitErrors = Partial<Record<HabitField, string>>;

/** The contracts' validation messages, as ids of this remote's translations. */
const MESSAGE_IDS: Record<string, string> = {
  'Habit name is required': 'habits.validation.nameRequired',
  'Keep the name under 100 characters': 'habits.validation.nameTooLong',
  'Keep the description under 500 characters': 'habits.validation.descriptionTooLong',
  'Start date is required': 'habits.validation.startDateRequired',
  'Use a date in the form YYYY-MM-DD': 'habits.validation.startDateInvalid',
};

export function emptyHabitForm(today: string): HabitForm {
  return { name: '', description: '', frequency: 'daily', startDate: today };
}

export function habitToForm(habit: Habit): HabitForm {
  return {
    name: habit.name,
    description: habit.description ?? '',
    frequency: habit.frequency,
    startDate: habit.startDate,
  };
}

/** Checks the form with the same schema the server uses. */
export function validateHabit(
  form: HabitForm,
): { ok: true; body: HabitBody } | { ok: false; errors: HabitErrors } {
  const result = habitInputSchema.safeParse(form);
  if (result.success) return { ok: true, body: result.data };
  const errors: HabitErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as HabitField;
    errors[field] ??= MESSAGE_IDS[issue.message] ?? 'habits.validation.invalid';
  }
  return { ok: false, errors };
}
