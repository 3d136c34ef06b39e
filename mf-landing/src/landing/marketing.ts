/**
 * The landing page's marketing figures. They are copy, not rules: each
 * language's messages format them for its readers.
 */
export const TRIAL_DAYS = 14;
export const USER_COUNT = 10_000;
export const RATING = 4.9;
export const RATING_SCALE = 5;

export const HEADLINE_STATS = [
  { key: 'users', count: 10_000 },
  { key: 'tasks', count: 50_000_000 },
  { key: 'focus', count: 2_000_000 },
] as const;

export const SATISFACTION_RATIO = 0.98;
