import * as z from 'zod/mini';

/** GET /api/analytics/stats: the day's and week's figures, plus the dashboard's current streak and yesterday's figures for the change shown beside each card. */
export const statsSchema = z.object({
  habits: z.object({
    totalHabits: z.int(),
    habitsCompletedToday: z.int(),
    habitsCompletedYesterday: z.int(),
    longestStreak: z.int(),
    currentStreak: z.int(),
  }),
  tasks: z.object({
    totalTasks: z.int(),
    completedTasks: z.int(),
    pendingTasks: z.int(),
    tasksCompletedThisWeek: z.int(),
  }),
  pomodoro: z.object({
    sessionsToday: z.int(),
    /** Seconds of focus recorded today. */
    totalFocusTimeToday: z.int(),
    totalFocusTimeYesterday: z.int(),
  }),
});
export type Stats = z.infer<typeof statsSchema>;
