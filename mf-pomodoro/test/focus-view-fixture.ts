import type { FocusView } from '@ps/contracts/focus';

/**
 * A focus view as the server sends it: a work run at `now` with 20 of its 25 minutes left,
 * blocking distract.test and facebook.com, unless `overrides` say otherwise.
 */
export function runningView(now: number, overrides: Partial<FocusView> = {}): FocusView {
  return {
    state: 'running',
    mode: 'work',
    endsAt: new Date(now + 20 * 60_000).toISOString(),
    remainingSeconds: 1200,
    durationSeconds: 1500,
    taskId: null,
    runKey: null,
    taskDescription: null,
    language: 'en',
    blocking: true,
    blockedSites: ['distract.test', 'facebook.com'],
    allowances: [],
    passesUsedToday: 0,
    passesPerDay: 3,
    version: 3,
    serverTime: new Date(now).toISOString(),
    ...overrides,
  };
}
