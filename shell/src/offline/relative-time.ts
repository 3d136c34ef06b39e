import type { IntlShape } from 'react-intl';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago", "il y a 2 heures", "قبل يوم واحد": the largest whole unit, "now" under a minute. */
export function timeAgo(intl: IntlShape, instant: number, now: number): string {
  const elapsed = Math.max(0, now - instant);
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) {
      return intl.formatRelativeTime(-Math.floor(elapsed / ms), unit, { numeric: 'auto' });
    }
  }
  return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
}
