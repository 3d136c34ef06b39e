/**
 * The routing table: the /api prefixes each service answers, the service behind them and how
 * errors name it. A path belongs to an area when it is one of its prefixes or lies under one.
 * The auth service owns the account, so the account's data (its export and imports) is its too.
 */
export const AREAS = [
  {
    key: 'auth',
    prefixes: ['/api/auth', '/api/export', '/api/import'],
    label: 'Sign-in',
    urlEnv: 'AUTH_URL',
  },
  { key: 'habits', prefixes: ['/api/habits'], label: 'Habits', urlEnv: 'HABITS_URL' },
  { key: 'tasks', prefixes: ['/api/tasks'], label: 'Tasks', urlEnv: 'TASKS_URL' },
  { key: 'pomodoro', prefixes: ['/api/pomodoro'], label: 'Pomodoro', urlEnv: 'POMODORO_URL' },
  { key: 'progress', prefixes: ['/api/analytics'], label: 'Progress', urlEnv: 'PROGRESS_URL' },
] as const;

export type Area = (typeof AREAS)[number];
export type AreaKey = Area['key'];

export function areaOf(path: string): Area | undefined {
  return AREAS.find((area) =>
    area.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
}
