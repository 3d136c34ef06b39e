/** The product's business constants; every screen and service reads them from here. */
export const DEFAULT_WORK_MINUTES = 25;
export const DEFAULT_BREAK_MINUTES = 5;
export const DEFAULT_SESSION_SECONDS = DEFAULT_WORK_MINUTES * 60;
export const WORK_MINUTES_RANGE = { min: 1, max: 60 } as const;
export const BREAK_MINUTES_RANGE = { min: 1, max: 30 } as const;
/** A recorded session may be a break or a long work session; 4 hours is beyond any slider value. */
export const SESSION_SECONDS_RANGE = { min: 1, max: 4 * 60 * 60 } as const;
export const DAILY_SESSION_GOAL = 8;
export const RING_LENGTH = 283;
export const STREAK_TARGET_DAYS = 30;
export const HISTORY_WINDOW_DAYS = 30;
export const WEEKLY_VIEW_DAYS = 7;
export const HABIT_RATE_HIGHLIGHT_PERCENT = 70;
export const WEEKLY_TASK_BAR_PERCENT_PER_TASK = 20;
export const WEEKLY_FOCUS_BAR_PERCENT_PER_SESSION = 12.5;
export const BAR_CAP_PERCENT = 100;
export const RECENT_SESSIONS_SHOWN = 5;
export const DASHBOARD_TASKS_SHOWN = 5;
/**
 * The dashboard's today's habits card lists this many habits; Show all lists the rest in place.
 * The card keeps one height for everyone with this many or more, so the cards under it stay
 * where they were drawn while it loads.
 */
export const DASHBOARD_HABITS_SHOWN = 5;
export const REMINDER_MINUTES_REMAINING = [10, 5] as const;
export const SESSION_NOTIFICATION_CLOSE_MS = 10_000;
export const REMINDER_NOTIFICATION_CLOSE_MS = 4_000;
export const AUTO_START_DELAY_MS = 2000;
export const BLOCK_OVERLAY_MS = 3000;
export const BLOCK_CHECK_INTERVAL_MS = 1000;
export const SIGNED_OUT_REDIRECT_MS = 500;
export const POST_LOGIN_DELAY_MS = 100;
export const DEMO_AUTO_SUBMIT_MS = 100;
export const TASK_COMPLETE_HIGHLIGHT_MS = 1500;
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_VISIBLE = 1;
export const TOAST_SWIPE_DISMISS_PX = 50;
export const DEFAULT_BLOCKED_SITES = [
  'facebook.com',
  'instagram.com',
  'twitter.com',
  'youtube.com',
  'tiktok.com',
  'reddit.com',
] as const;
export const DEMO_CREDENTIALS = { username: 'demo', password: 'demo1234' } as const;
export const PRODUCT_NAME = 'Productivity Suite';
/**
 * The window width (CSS pixels) from which the app's frame is the desktop's, with its sidebar,
 * rather than the phone's bottom bar: the theme's md breakpoint, and what the gateway goes by
 * when it picks the frame a signed-in page comes with.
 */
export const DESKTOP_MIN_WIDTH_PX = 900;
