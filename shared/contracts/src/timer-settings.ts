import * as z from 'zod/mini';
import {
  BREAK_MINUTES_RANGE,
  DEFAULT_BLOCKED_SITES,
  DEFAULT_BREAK_MINUTES,
  DEFAULT_WORK_MINUTES,
  WORK_MINUTES_RANGE,
} from '@ps/contracts/constants';
import { normaliseSite } from '@ps/contracts/blocked-sites';
import { englishErrorTextWith } from '@ps/contracts/errors';
import type { TimerMode } from '@ps/contracts/timer';

/** The switches' starting positions; notifications wait until the user asks for them. */
export const DEFAULT_SWITCHES = {
  soundEnabled: true,
  autoStart: false,
  blockingEnabled: true,
  notificationsEnabled: false,
} as const;

const minutes = (range: { min: number; max: number }, message: string) =>
  z.int({ message }).check(z.gte(range.min, message), z.lte(range.max, message));

/** Whole minutes: work 1–60, break 1–30. */
export const workMinutesSchema = minutes(
  WORK_MINUTES_RANGE,
  englishErrorTextWith('workMinutesRange', WORK_MINUTES_RANGE),
);
export const breakMinutesSchema = minutes(
  BREAK_MINUTES_RANGE,
  englishErrorTextWith('breakMinutesRange', BREAK_MINUTES_RANGE),
);

const sitesSchema = z.pipe(
  z.array(z.string()),
  z.transform((sites: string[]) => [...new Set(sites.map(normaliseSite).filter(Boolean))]),
);

/** The timer settings as the browser stores them. */
export const timerSettingsSchema = z.object({
  workMinutes: workMinutesSchema,
  breakMinutes: breakMinutesSchema,
  soundEnabled: z.boolean(),
  autoStart: z.boolean(),
  blockingEnabled: z.boolean(),
  notificationsEnabled: z.boolean(),
  blockedSites: sitesSchema,
});
export type TimerSettings = z.infer<typeof timerSettingsSchema>;

export const DEFAULT_TIMER_SETTINGS: TimerSettings = {
  workMinutes: DEFAULT_WORK_MINUTES,
  breakMinutes: DEFAULT_BREAK_MINUTES,
  ...DEFAULT_SWITCHES,
  blockedSites: [...DEFAULT_BLOCKED_SITES],
};

/**
 * Settings read back from storage: each field that is missing or invalid falls back to its
 * default on its own, so one bad value does not throw away the user's other choices.
 */
const storedSettingsSchema = z.object({
  workMinutes: z.catch(workMinutesSchema, DEFAULT_TIMER_SETTINGS.workMinutes),
  breakMinutes: z.catch(breakMinutesSchema, DEFAULT_TIMER_SETTINGS.breakMinutes),
  soundEnabled: z.catch(z.boolean(), DEFAULT_SWITCHES.soundEnabled),
  autoStart: z.catch(z.boolean(), DEFAULT_SWITCHES.autoStart),
  blockingEnabled: z.catch(z.boolean(), DEFAULT_SWITCHES.blockingEnabled),
  notificationsEnabled: z.catch(z.boolean(), DEFAULT_SWITCHES.notificationsEnabled),
  blockedSites: z.catch(sitesSchema, () => [...DEFAULT_BLOCKED_SITES]),
});

export function parseStoredSettings(value: unknown): TimerSettings {
  const record = typeof value === 'object' && value !== null ? value : {};
  return storedSettingsSchema.parse(record);
}

/** A mode's configured length in seconds. */
export function modeSeconds(settings: TimerSettings, mode: TimerMode): number {
  return (mode === 'work' ? settings.workMinutes : settings.breakMinutes) * 60;
}
