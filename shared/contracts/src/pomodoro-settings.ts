import * as z from 'zod/mini';
import { isValidSite, MAX_BLOCKED_SITES, normaliseSite } from '@ps/contracts/blocked-sites';
import {
  DEFAULT_TIMER_SETTINGS,
  breakMinutesSchema,
  workMinutesSchema,
  type TimerSettings,
} from '@ps/contracts/timer-settings';
import { englishErrorText, englishErrorTextWith } from '@ps/contracts/errors';

/**
 * The timer settings as the account keeps them, so every device and the blocker extension read
 * the same: GET /api/pomodoro/settings answers all of them, PUT takes any subset.
 */
export const pomodoroSettingsSchema = z.object({
  workMinutes: z.int(),
  breakMinutes: z.int(),
  sound: z.boolean(),
  autoStart: z.boolean(),
  blocking: z.boolean(),
  notifications: z.boolean(),
  blockedSites: z.array(z.string()),
});
export type PomodoroSettings = z.infer<typeof pomodoroSettingsSchema>;

export const DEFAULT_POMODORO_SETTINGS: PomodoroSettings = {
  workMinutes: DEFAULT_TIMER_SETTINGS.workMinutes,
  breakMinutes: DEFAULT_TIMER_SETTINGS.breakMinutes,
  sound: DEFAULT_TIMER_SETTINGS.soundEnabled,
  autoStart: DEFAULT_TIMER_SETTINGS.autoStart,
  blocking: DEFAULT_TIMER_SETTINGS.blockingEnabled,
  notifications: DEFAULT_TIMER_SETTINGS.notificationsEnabled,
  blockedSites: [...DEFAULT_TIMER_SETTINGS.blockedSites],
};

const switchSchema = (name: string) =>
  z.boolean({ message: englishErrorTextWith('switchInvalid', { name }) });

/**
 * Each site is trimmed, lowercased and cut to its host name ('https://www.X.com/a' → 'x.com'),
 * then de-duplicated; a site that is not a host name refuses the whole list, naming it.
 */
export const blockedSitesSchema = z.pipe(
  z.array(z.string({ message: englishErrorText('blockedSitesInvalid') }), {
    message: englishErrorText('blockedSitesInvalid'),
  }),
  z.transform((sites: string[], ctx) => {
    const unique = [...new Set(sites.map(normaliseSite).filter(Boolean))];
    const refuse = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: sites });
      return z.NEVER;
    };
    const invalid = unique.find((site) => !isValidSite(site));
    if (invalid !== undefined)
      return refuse(englishErrorTextWith('siteInvalid', { site: invalid }));
    if (unique.length > MAX_BLOCKED_SITES) {
      return refuse(englishErrorTextWith('tooManySites', { max: MAX_BLOCKED_SITES }));
    }
    return unique;
  }),
);

/** PUT /api/pomodoro/settings: any subset of the settings; unknown fields are refused. */
export const pomodoroSettingsUpdateSchema = z.partial(
  z.strictObject(
    {
      workMinutes: workMinutesSchema,
      breakMinutes: breakMinutesSchema,
      sound: switchSchema('sound'),
      autoStart: switchSchema('autoStart'),
      blocking: switchSchema('blocking'),
      notifications: switchSchema('notifications'),
      blockedSites: blockedSitesSchema,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? englishErrorText('settingUnknown')
          : englishErrorText('invalidInput'),
    },
  ),
);
export type PomodoroSettingsUpdate = z.input<typeof pomodoroSettingsUpdateSchema>;

/** The page's settings (as its timer names them) in the account's terms, sites it cannot block left out. */
export function accountSettingsOf(settings: TimerSettings): PomodoroSettings {
  return {
    workMinutes: settings.workMinutes,
    breakMinutes: settings.breakMinutes,
    sound: settings.soundEnabled,
    autoStart: settings.autoStart,
    blocking: settings.blockingEnabled,
    notifications: settings.notificationsEnabled,
    blockedSites: settings.blockedSites.filter(isValidSite).slice(0, MAX_BLOCKED_SITES),
  };
}

export function timerSettingsOf(settings: PomodoroSettings): TimerSettings {
  return {
    workMinutes: settings.workMinutes,
    breakMinutes: settings.breakMinutes,
    soundEnabled: settings.sound,
    autoStart: settings.autoStart,
    blockingEnabled: settings.blocking,
    notificationsEnabled: settings.notifications,
    blockedSites: settings.blockedSites,
  };
}
