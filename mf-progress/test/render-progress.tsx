import type { Language } from '@ps/contracts/auth';
import type { Completion, Habit } from '@ps/contracts/habits';
import type { PomodoroSession } from '@ps/contracts/pomodoro';
import type { Stats } from '@ps/contracts/stats';
import type { Task } from '@ps/contracts/tasks';
import { mockApi, type MockAnswer } from '@ps/web/mock-api';
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

/** The exposed page at /progress over a fake /api; `calls` records every request it made. */
export function renderProgress(
  api: ProgressApi = {},
  { language = 'en', route = '/progress' }: { language?: Language; route?: string } = {},
) {
  const { calls } = mockApi({
    'GET /api/analytics/stats': api.stats ?? defaultStats,
    'GET /api/habits': api.habits ?? [],
    'GET /api/habits/completions': api.completions ?? [],
    'GET /api/tasks': api.tasks ?? [],
    'GET /api/pomodoro/sessions': api.sessions ?? [],
  });
  return { calls, ...renderWithShell(<ProgressPage />, { language, route }) };
}
