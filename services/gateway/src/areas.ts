/** The routing table: each /api prefix, the service behind it and how errors name it. */
export const AREAS = [
  { key: 'auth', prefix: '/api/auth', label: 'Sign-in', urlEnv: 'AUTH_URL' },
  { key: 'habits', prefix: '/api/habits', label: 'Habits', urlEnv: 'HABITS_URL' },
  { key: 'tasks', prefix: '/api/tasks', label: 'Tasks', urlEnv: 'TASKS_URL' },
  { key: 'pomodoro', prefix: '/api/pomodoro', label: 'Pomodoro', urlEnv: 'POMODORO_URL' },
  { key: 'progress', prefix: '/api/analytics', label: 'Progress', urlEnv: 'PROGRESS_URL' },
] as const;

export type Area = (typeof AREAS)[number];
export type AreaKey = Area['key'];

export function areaOf(path: string): Area | undefined {
  return AREAS.find((area) => path === area.prefix || path.startsWith(`${area.prefix}/`));
}
