import { useCallback, useEffect, useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useInfiniteRead, useRead } from '@ps/web/use-read';
import { API } from '@ps/contracts/api';
import {
  pomodoroSessionListSchema,
  pomodoroSessionSchema,
  type PomodoroSession,
  type SessionInput,
} from '@ps/contracts/pomodoro';
import { ApiError } from '@ps/web/api';
import { sendOrQueue, type OfflineChange } from '@ps/web/offline/changes';
import { useChangeErrorHandler } from '@ps/web/errors';
import { clientToday } from '@ps/web/queries';
import { reads } from '@ps/web/reads';
import { refreshAfterChange } from '@ps/web/query-client';
import { writeStorage } from '../storage/persistent-store';
import { useText } from '../i18n/use-text';

/** Written after each recording so the app's other tabs refresh their counts too. */
export const SESSIONS_CHANGED_KEY = 'pomodoro.sessionsChanged';

/** Today's sessions; `loading` until the first answer, when counting them would say 0. */
export function useTodaySessions() {
  const query = useRead(reads.sessions(clientToday()));
  return { ...query, sessions: query.data ?? [], loading: query.isPending };
}

const pendingOf = (counts: { pending: number } | null) => counts?.pending ?? 0;

/** How many tasks one could focus on (the pending ones), counted by the server. */
export function usePendingTaskCount(): number {
  return useRead(reads.taskCounts(pendingOf)).data ?? 0;
}

/**
 * The tasks one can focus on, the pending ones, read once `wanted`, a page at a time in the Tasks
 * page's order (the same pages, kept once for both): a year of use makes them thousands, and the
 * selector neither downloads nor draws them all to be opened.
 */
export function usePendingTaskPages(wanted: boolean) {
  const query = useInfiniteRead({ ...reads.taskPages('pending'), enabled: wanted });
  const { hasNextPage, isFetchingNextPage, isPending, fetchNextPage } = query;
  const tasks = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  // Not before the pages read so far are drawn: the list's end is then where they end.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isPending) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isPending, fetchNextPage]);
  return {
    tasks,
    loading: wanted && (isPending || isFetchingNextPage),
    more: hasNextPage,
    loadMore,
  };
}

type RecordInput = { duration: number; taskId: number | null; runKey?: string | null };

function sessionChange(input: RecordInput, label: string): OfflineChange {
  return {
    method: 'POST',
    url: API.pomodoroSessions,
    body: { ...input, runKey: input.runKey ?? undefined } satisfies SessionInput,
    label,
    refresh: [API.pomodoroSessions],
  };
}

/** Sent now (the answer checked against its schema), or kept until the network is back. */
async function recordOrKeep(input: RecordInput, label: string): Promise<boolean> {
  const outcome = await sendOrQueue(sessionChange(input, label));
  if (outcome.sent) pomodoroSessionSchema.parse(outcome.answer);
  return outcome.sent;
}

/** Today's list shows a session kept offline at once; the server's record replaces it later. */
function showKept(client: QueryClient, input: RecordInput): void {
  const key = reads.sessions(clientToday()).queryKey;
  const now = new Date().toISOString();
  const kept: PomodoroSession = {
    id: -Date.now(),
    taskId: input.taskId,
    duration: input.duration,
    completedAt: now,
    createdAt: now,
  };
  const cached = pomodoroSessionListSchema.safeParse(client.getQueryData(key));
  client.setQueryData(key, [kept, ...(cached.success ? cached.data : [])]);
}

/**
 * Records a finished session, then refreshes today's sessions and the dashboard stats. A task
 * deleted while the timer ran makes the server refuse its id; the focus time still counts, so
 * the session is recorded without a task rather than lost. Offline the session is kept, shown
 * in today's list at once, and sent when the network is back (its run key makes it count once).
 */
export function useRecordSession() {
  const client = useQueryClient();
  const onError = useChangeErrorHandler();
  const t = useText();
  return useCallback(
    async (input: RecordInput) => {
      const label = t('pomodoro.change.record', { minutes: Math.round(input.duration / 60) });
      try {
        let sent: boolean;
        try {
          sent = await recordOrKeep(input, label);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 400 && input.taskId !== null)) {
            throw error;
          }
          sent = await recordOrKeep({ ...input, taskId: null }, label);
        }
        if (!sent) return showKept(client, input);
        writeStorage(SESSIONS_CHANGED_KEY, `${Date.now()}-${Math.random()}`);
        await refreshAfterChange(client, API.pomodoroSessions);
      } catch (error) {
        onError(error);
      }
    },
    [client, onError, t],
  );
}

/**
 * Only the tab that claimed a run records it; the others refresh today's sessions and the
 * stats when it says it did.
 */
export function useSessionsChangedElsewhere() {
  const client = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSIONS_CHANGED_KEY) void refreshAfterChange(client, API.pomodoroSessions);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [client]);
}
