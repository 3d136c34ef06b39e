import { DEFAULT_BLOCKED_SITES } from '../src/constants';
import {
  DEFAULT_TIMER_SETTINGS,
  breakMinutesSchema,
  modeSeconds,
  parseStoredSettings,
  workMinutesSchema,
} from '../src/timer-settings';

describe('timer settings bounds: work 1–60, break 1–30 whole minutes', () => {
  it.each([1, 25, 60])('work accepts %p minutes', (value) => {
    expect(workMinutesSchema.safeParse(value).success).toBe(true);
  });

  it.each([0, 61, 2.5, -1, '25'])('work rejects %p', (value) => {
    expect(workMinutesSchema.safeParse(value).success).toBe(false);
  });

  it.each([1, 30])('break accepts %p minutes', (value) => {
    expect(breakMinutesSchema.safeParse(value).success).toBe(true);
  });

  it.each([0, 31, 4.5])('break rejects %p', (value) => {
    expect(breakMinutesSchema.safeParse(value).success).toBe(false);
  });
});

describe('settings read back from storage', () => {
  it('defaults to 25 and 5 minutes and the six default sites', () => {
    expect(parseStoredSettings(undefined)).toEqual(DEFAULT_TIMER_SETTINGS);
    expect(DEFAULT_TIMER_SETTINGS.workMinutes).toBe(25);
    expect(DEFAULT_TIMER_SETTINGS.breakMinutes).toBe(5);
    expect(DEFAULT_TIMER_SETTINGS.blockedSites).toEqual([...DEFAULT_BLOCKED_SITES]);
    expect(DEFAULT_TIMER_SETTINGS.blockedSites).toHaveLength(6);
  });

  it('keeps valid values', () => {
    const stored = {
      workMinutes: 50,
      breakMinutes: 10,
      soundEnabled: false,
      autoStart: true,
      blockingEnabled: false,
      notificationsEnabled: true,
      blockedSites: [],
    };
    expect(parseStoredSettings(stored)).toEqual(stored);
  });

  it('replaces each bad field by its default and keeps the others', () => {
    expect(
      parseStoredSettings({ workMinutes: 500, breakMinutes: 7, autoStart: 'yes', blockedSites: 3 }),
    ).toEqual({ ...DEFAULT_TIMER_SETTINGS, breakMinutes: 7 });
  });

  it('survives garbage', () => {
    expect(parseStoredSettings('nonsense')).toEqual(DEFAULT_TIMER_SETTINGS);
    expect(parseStoredSettings(null)).toEqual(DEFAULT_TIMER_SETTINGS);
  });

  it('cleans the stored site list', () => {
    expect(
      parseStoredSettings({ blockedSites: ['WWW.A.com', 'a.com', ' ', 'b.com'] }).blockedSites,
    ).toEqual(['a.com', 'b.com']);
  });

  it("gives each mode's length in seconds", () => {
    expect(modeSeconds(DEFAULT_TIMER_SETTINGS, 'work')).toBe(1500);
    expect(modeSeconds({ ...DEFAULT_TIMER_SETTINGS, breakMinutes: 3 }, 'break')).toBe(180);
  });
});
