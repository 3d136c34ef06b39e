import { z } from 'zod';

/** GET /api/analytics/stats: the day's and week's figures, plus the dashboard's current streak and yesterday's figures for the change shown beside each card. */
export const statsSchema = z.object({
  habits: z.object({
    totalHabits: z.number().int(),
    habitsCompletedToday: z.number().int(),
    habitsCompletedYesterday: z.number().int(),
    longestStreak: z.number().int(),
    currentStreak: z.number().int(),
  }),
  tasks: z.object({
    totalTasks: z.number().int(),
    completedTasks: z.number().int(),
    pendingTasks: z.number().int(),
    tasksCompletedThisWeek: z.number().int(),
  }),
  pomodoro: z.object({
    sessionsToday: z.number().int(),
    /** Seconds of focus recorded today. */
    totalFocusTimeToday: z.number().int(),
    totalFocusTimeYesterday: z.number().int(),
  }),
});
export type Stats = z.infer<typeof statsSchema>;
