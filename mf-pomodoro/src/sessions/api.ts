import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import type { PomodoroSession, SessionInput } from '@ps/contracts/pomodoro';
import type { Task } from '@ps/contracts/tasks';
import { ApiError, apiJson } from '@ps/web/api';
import { useChangeErrorHandler } from '@ps/web/errors';
import { clientToday, queryKeys } from '@ps/web/queries';
import { refreshAfterChange } from '@ps/web/query-client';
import { writeStorage } from '../storage/persistent-store';

/** Written after each recording so the app's other tabs refresh their counts too. */
export const SESSIONS_CHANGED_KEY = 'pomodoro.sessionsChanged';

/** Today's sessions on the user's calendar, newest first (a signed-out answer reads as none). */
export function useTodaySessions() {
  const query = useQuery<PomodoroSession[] | null>({ queryKey: queryKeys.sessions(clientToday()) });
  return { ...query, sessions: query.data ?? [] };
}

/** The tasks one can focus on: the pending ones. */
export function usePendingTasks() {
  const query = useQuery<Task[] | null>({ queryKey: queryKeys.tasks('pending') });
  return query.data ?? [];
}

const postSession = (input: SessionInput) =>
  apiJson<PomodoroSession>('POST', API.pomodoroSessions, input);

/**
 * Records a finished session, then refreshes today's sessions and the dashboard stats. A task
 * deleted while the timer ran makes the server refuse its id; the focus time still counts, so
 * the session is recorded without a task rather than lost.
 */
export function useRecordSession() {
  const client = useQueryClient();
  const onError = useChangeErrorHandler();
  return useCallback(
    async (input: { duration: number; taskId: number | null }) => {
      try {
        try {
          await postSession(input);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 400 && input.taskId !== null)) {
            throw error;
          }
          await postSession({ ...input, taskId: null });
        }
        writeStorage(SESSIONS_CHANGED_KEY, `${Date.now()}-${Math.random()}`);
        await refreshAfterChange(client, API.pomodoroSessions);
      } catch (error) {
        onError(error);
      }
    },
    [client, onError],
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
