import type { QueryKey } from '@tanstack/react-query';
import type { IsoDate } from '@ps/contracts/dates';
import type { Completion } from '@ps/contracts/habits';
import { completionsRangeOf } from '@ps/web/query-keys';
import { parsedCompletions } from '@ps/web/reads';

/**
 * One habit's day as it is about to be: its new record, or null when cleared. The record is the
 * one the server saved once it has answered, else what it will save, shown meanwhile.
 */
export interface DayChange {
  habitId: number;
  date: IsoDate;
  record: Completion | Pick<Completion, 'status' | 'value' | 'note' | 'met'> | null;
}

/**
 * What a cached completions read holds once the change has happened, or undefined when that read
 * does not cover the day. A read of done days only (no `include: 'all'`) keeps the record only if
 * it counts as done. A placeholder record stands for the server's until it answers.
 */
export function changedCompletions(
  queryKey: QueryKey,
  data: unknown,
  change: DayChange,
): Completion[] | undefined {
  const query = completionsRangeOf(queryKey);
  if (!query || change.date < query.startDate || change.date > query.endDate) return undefined;
  const cached = parsedOrNull(data);
  if (!cached) return undefined;
  const others = cached.filter(
    (c) => !(c.habitId === change.habitId && c.completedAt === change.date),
  );
  const { record } = change;
  if (!record || (query.include !== 'all' && !record.met)) return parsedCompletions.known(others);
  const placeholder: Completion =
    'id' in record
      ? record
      : {
          id: -change.habitId,
          habitId: change.habitId,
          completedAt: change.date,
          createdAt: new Date().toISOString(),
          ...record,
        };
  // Made of parsed records: the reads showing it need not parse it again.
  return parsedCompletions.known([...others, placeholder]);
}

/** The cached answer as its read parsed it (no second parse); null when it is not a list. */
function parsedOrNull(data: unknown): Completion[] | null {
  try {
    return parsedCompletions(data);
  } catch {
    return null;
  }
}
