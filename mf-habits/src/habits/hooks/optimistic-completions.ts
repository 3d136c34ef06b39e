import type { QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import type { IsoDate } from '@ps/contracts/dates';
import { completionSchema, type Completion } from '@ps/contracts/habits';
import { completionsRangeOf } from '@ps/web/query-keys';

/** One habit's day as it is about to be: its new record, or null when cleared. */
export interface DayChange {
  habitId: number;
  date: IsoDate;
  record: Pick<Completion, 'status' | 'value' | 'note' | 'met'> | null;
}

const completionListSchema = z.array(completionSchema);

/**
 * What a cached completions read holds once the change has happened, or undefined when that read
 * does not cover the day. A read of done days only (no `include: 'all'`) keeps the record only if
 * it counts as done. The placeholder record is replaced by the server's on refresh.
 */
export function changedCompletions(
  queryKey: QueryKey,
  data: unknown,
  change: DayChange,
): Completion[] | undefined {
  const query = completionsRangeOf(queryKey);
  const cached = completionListSchema.safeParse(data);
  if (!query || !cached.success) return undefined;
  if (change.date < query.startDate || change.date > query.endDate) return undefined;
  const others = cached.data.filter(
    (c) => !(c.habitId === change.habitId && c.completedAt === change.date),
  );
  const { record } = change;
  if (!record || (query.include !== 'all' && !record.met)) return others;
  const placeholder: Completion = {
    id: -change.habitId,
    habitId: change.habitId,
    completedAt: change.date,
    createdAt: new Date().toISOString(),
    ...record,
  };
  return [...others, placeholder];
}
