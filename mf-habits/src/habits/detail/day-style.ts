import type { DayState } from '@ps/contracts/habit-rules';

/** How a day looks wherever days are drawn: the calendar, the heatmap. */
export const DAY_COLORS: Record<DayState | 'outside', { bg: string; fg: string }> = {
  done: { bg: 'success.main', fg: 'success.contrastText' },
  skipped: { bg: 'info.light', fg: 'info.contrastText' },
  empty: { bg: 'action.hover', fg: 'text.primary' },
  outside: { bg: 'transparent', fg: 'text.disabled' },
};
