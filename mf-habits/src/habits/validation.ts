import type { ScheduleKind, Target } from '@ps/contracts/habit-schedule';
import { habitInputSchema, type Habit } from '@ps/contracts/habits';
import type { HabitsMessageId } from '../i18n/use-text';
import type { HabitBody } from './api';

export interface HabitForm {
  name: string;
  description: string;
  startDate: string;
  scheduleKind: ScheduleKind;
  /** ISO weekdays, 1 is Monday: the chosen days of a `weekdays` schedule. */
  days: number[];
  /** n of "n times a week" or "n times a month". */
  times: string;
  /** n of "every n days". */
  interval: string;
  measurable: boolean;
  direction: Target['direction'];
  amount: string;
  unit: string;
}
export type HabitField =
  'name' | 'description' | 'startDate' | 'schedule' | 'amount' | 'unit' | 'direction';
/** Field → message id of the first problem found with it. */
export type HabitErrors = Partial<Record<HabitField, HabitsMessageId>>;

/** The contracts' validation messages, as ids of this remote's translations. */
const MESSAGE_IDS: Record<string, HabitsMessageId> = {
  'Habit name is required': 'habits.validation.nameRequired',
  'Keep the name under 100 characters': 'habits.validation.nameTooLong',
  'Keep the description under 500 characters': 'habits.validation.descriptionTooLong',
  'Start date is required': 'habits.validation.startDateRequired',
  'Use a date in the form YYYY-MM-DD': 'habits.validation.startDateInvalid',
  'Keep the unit under 20 characters': 'habits.validation.unitTooLong',
};

export function emptyHabitForm(today: string): HabitForm {
  return {
    name: '',
    description: '',
    startDate: today,
    scheduleKind: 'daily',
    days: [1, 2, 3, 4, 5],
    times: '3',
    interval: '2',
    measurable: false,
    direction: 'atLeast',
    amount: '',
    unit: '',
  };
}

export function habitToForm(habit: Habit): HabitForm {
  const { schedule, target } = habit;
  return {
    ...emptyHabitForm(habit.startDate),
    name: habit.name,
    description: habit.description ?? '',
    scheduleKind: schedule.kind,
    ...(schedule.kind === 'weekdays' && { days: schedule.days }),
    ...((schedule.kind === 'timesPerWeek' || schedule.kind === 'timesPerMonth') && {
      times: String(schedule.times),
    }),
    ...(schedule.kind === 'everyNDays' && { interval: String(schedule.interval) }),
    ...(target && {
      measurable: true,
      direction: target.direction,
      amount: String(target.amount),
      unit: target.unit,
    }),
  };
}

/** An empty field is not a number, so the schema reports it rather than reading it as 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function scheduleOf(form: HabitForm) {
  switch (form.scheduleKind) {
    case 'weekdays':
      return { kind: form.scheduleKind, days: form.days };
    case 'timesPerWeek':
    case 'timesPerMonth':
      return { kind: form.scheduleKind, times: numberOf(form.times) };
    case 'everyNDays':
      return { kind: form.scheduleKind, interval: numberOf(form.interval) };
    default:
      return { kind: form.scheduleKind };
  }
}

/** The first field a schema issue points at, among the form's. */
function fieldOf(path: readonly PropertyKey[]): HabitField {
  if (path[0] === 'target') {
    return path[1] === 'unit' || path[1] === 'direction' ? path[1] : 'amount';
  }
  const first = String(path[0]);
  return first === 'name' || first === 'description' || first === 'startDate' ? first : 'schedule';
}

/** Checks the form with the same schema the server uses. */
export function validateHabit(
  form: HabitForm,
): { ok: true; body: HabitBody } | { ok: false; errors: HabitErrors } {
  const result = habitInputSchema.safeParse({
    name: form.name,
    description: form.description,
    startDate: form.startDate,
    schedule: scheduleOf(form),
    target: form.measurable
      ? { amount: numberOf(form.amount), unit: form.unit, direction: form.direction }
      : null,
  });
  if (result.success) {
    const { name, description, startDate, schedule, target } = result.data;
    return { ok: true, body: { name, description, startDate, schedule, target } };
  }
  const errors: HabitErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= MESSAGE_IDS[issue.message] ?? fallbackMessage(field);
  }
  return { ok: false, errors };
}

function fallbackMessage(field: HabitField): HabitsMessageId {
  if (field === 'schedule') return 'habits.validation.scheduleInvalid';
  if (field === 'amount' || field === 'direction') return 'habits.validation.targetInvalid';
  return 'habits.validation.invalid';
}
