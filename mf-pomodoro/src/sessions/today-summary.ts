import { DAILY_SESSION_GOAL, RECENT_SESSIONS_SHOWN } from '@ps/contracts/constants';
import type { PomodoroSession } from '@ps/contracts/pomodoro';

export interface RecentSession {
  id: number;
  /** Its place in the day, the first session being 1. */
  number: number;
  minutes: number;
  completedAt: string;
}

export interface TodaySummary {
  count: number;
  focusHours: number;
  goalPercent: number;
  goalAchieved: boolean;
  recent: RecentSession[];
}

const byNewest = (a: PomodoroSession, b: PomodoroSession) =>
  b.completedAt.localeCompare(a.completedAt) || b.id - a.id;

/** The side cards' figures from today's sessions (in any order). */
export function summariseToday(sessions: readonly PomodoroSession[]): TodaySummary {
  const count = sessions.length;
  const seconds = sessions.reduce((sum, session) => sum + session.duration, 0);
  const newest = [...sessions].sort(byNewest);
  return {
    count,
    focusHours: seconds / 3600,
    goalPercent: Math.min(100, (count / DAILY_SESSION_GOAL) * 100),
    goalAchieved: count >= DAILY_SESSION_GOAL,
    recent: newest.slice(0, RECENT_SESSIONS_SHOWN).map((session, index) => ({
      id: session.id,
      number: count - index,
      minutes: Math.round(session.duration / 60),
      completedAt: session.completedAt,
    })),
  };
}

export type Encouragement = 'start' | 'going' | 'halfway' | 'goal';

/** The banner under the header follows the day's progress towards the goal. */
export function encouragementFor(count: number): Encouragement {
  if (count >= DAILY_SESSION_GOAL) return 'goal';
  if (count > DAILY_SESSION_GOAL / 2) return 'halfway';
  if (count > 0) return 'going';
  return 'start';
}
