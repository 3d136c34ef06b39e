import type { Language } from '@ps/contracts/auth';
import type { Completion, Habit } from '@ps/contracts/habits';
import type { PomodoroSession } from '@ps/contracts/pomodoro';
import type { Stats } from '@ps/contracts/stats';
import type { Task } from '@ps/contracts/tasks';
import { mockApi, type MockAnswer } from '@ps/web/mock-api';
import { taskCountsAnswer, taskListAnswer } from '@ps/web/mock-task-list';
import { renderWithShell } from '@ps/web/test-utils';
import ProgressPage from '../src/exposes/ProgressPage';
import { stats as defaultStats } from './fixtures';

export interface ProgressApi {
  stats?: Stats | MockAnswer;
  habits?: Habit[] | MockAnswer;
  completions?: Completion[] | MockAnswer;
  tasks?: Task[] | MockAnswer;
  sessions?: PomodoroSession[] | MockAnswer;
}

/** The task reads over a list, as the server answers them, or one answer for every task read. */
function taskRoutes(tasks: Task[] | MockAnswer) {
  if (!Array.isArray(tasks)) return { 'GET /api/tasks': tasks, 'GET /api/tasks/counts': tasks };
  const list = tasks as Task[];
  return {
    'GET /api/tasks': (_body: unknown, url: string) => taskListAnswer(list, url),
    'GET /api/tasks/counts': () => taskCountsAnswer(list),
  };
}

/** The session reads over a list, as the server answers them (`since` keeps the recent ones). */
function sessionRoutes(sessions: PomodoroSession[] | MockAnswer) {
  if (!Array.isArray(sessions)) {
    return {
      'GET /api/pomodoro/sessions': sessions,
      'GET /api/pomodoro/sessions/totals': sessions,
    };
  }
  const list = sessions as PomodoroSession[];
  return {
    'GET /api/pomodoro/sessions': (_body: unknown, url: string) => {
      const since = new URL(url, 'http://localhost').searchParams.get('since');
      return since ? list.filter((session) => session.createdAt >= since) : list;
    },
    'GET /api/pomodoro/sessions/totals': () => ({
      sessions: list.length,
      focusSeconds: list.reduce((sum, session) => sum + session.duration, 0),
    }),
  };
}

/** The exposed page at /progress over a fake /api; `calls` records every request it made. */
export function renderProgress(
  api: ProgressApi = {},
  { language = 'en', route = '/progress' }: { language?: Language; route?: string } = {},
) {
  const { calls } = mockApi({
    'GET /api/analytics/stats': api.stats ?? defaultStats,
    'GET /api/habits': api.habits ?? [],
    'GET /api/habits/completions': api.completions ?? [],
    ...taskRoutes(api.tasks ?? []),
    ...sessionRoutes(api.sessions ?? []),
  });
  return { calls, ...renderWithShell(<ProgressPage />, { language, route }) };
}
