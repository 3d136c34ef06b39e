import type { PomodoroSession } from '@ps/contracts/pomodoro';
import { encouragementFor, summariseToday } from '../src/sessions/today-summary';

const session = (id: number, minute: number, duration = 1500): PomodoroSession => ({
  id,
  taskId: null,
  duration,
  completedAt: `2026-03-10T09:${String(minute).padStart(2, '0')}:00.000Z`,
  createdAt: `2026-03-10T09:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe("today's summary", () => {
  it('is empty without sessions', () => {
    expect(summariseToday([])).toEqual({
      count: 0,
      focusHours: 0,
      goalPercent: 0,
      goalAchieved: false,
      recent: [],
    });
  });

  it('adds up focus time and numbers the latest five newest first', () => {
    const sessions = [1, 2, 3, 4, 5, 6, 7].map((id) => session(id, id, id === 7 ? 300 : 1500));
    const summary = summariseToday(sessions);
    expect(summary.count).toBe(7);
    expect(summary.focusHours).toBeCloseTo((6 * 1500 + 300) / 3600);
    expect(summary.goalPercent).toBe(87.5);
    expect(summary.goalAchieved).toBe(false);
    expect(summary.recent.map((s) => [s.number, s.minutes])).toEqual([
      [7, 5],
      [6, 25],
      [5, 25],
      [4, 25],
      [3, 25],
    ]);
  });

  it('reaches the goal at 8 sessions and caps the bar', () => {
    const nine = Array.from({ length: 9 }, (_, i) => session(i + 1, i));
    expect(summariseToday(nine.slice(0, 8)).goalAchieved).toBe(true);
    expect(summariseToday(nine).goalPercent).toBe(100);
  });

  it('encourages according to the day so far', () => {
    expect([0, 1, 4, 5, 8, 12].map(encouragementFor)).toEqual([
      'start',
      'going',
      'going',
      'halfway',
      'goal',
      'goal',
    ]);
  });
});
