import type { QueryKey } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import type { IsoDate } from '@ps/contracts/dates';
import type { Completion, DateRangeQuery } from '@ps/contracts/habits';

/** Marking (done: true) or unmarking (done: false) one habit for one day. */
export interface DayToggle {
  habitId: number;
  date: IsoDate;
  done: boolean;
}

function isRange(value: unknown): value is DateRangeQuery {
  return typeof value === 'object' && value !== null && 'startDate' in value && 'endDate' in value;
}

/** The range of a cached batched completions read [API.habits, 'completions', range]. */
function completionsRangeOf(queryKey: QueryKey): DateRangeQuery | undefined {
  if (queryKey[0] !== API.habits || queryKey[1] !== 'completions') return undefined;
  return isRange(queryKey[2]) ? queryKey[2] : undefined;
}

export function isCompletionsKey(queryKey: QueryKey): boolean {
  return completionsRangeOf(queryKey) !== undefined;
}

/**
 * What a cached completions read holds once the toggle has happened, or undefined when that read
 * does not cover the toggled day. The placeholder record is replaced by the server's on refresh.
 */
export function toggledCompletions(
  queryKey: QueryKey,
  data: unknown,
  toggle: DayToggle,
): Completion[] | undefined {
  const range = completionsRangeOf(queryKey);
  if (!range || !Array.isArray(data)) return undefined;
  if (toggle.date < range.startDate || toggle.date > range.endDate) return undefined;
  const others = (data as Completion[]).filter(
    (c) => !(c.habitId === toggle.habitId && c.completedAt === toggle.date),
  );
  if (!toggle.done) return others;
  const placeholder: Completion = {
    id: -toggle.habitId,
    habitId: toggle.habitId,
    completedAt: toggle.date,
    createdAt: new Date().toISOString(),
  };
  return [...others, placeholder];
}
