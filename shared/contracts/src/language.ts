import type { Language } from './auth';

/*
 * Rules of a page's language that the gateway (the prerendered landing) and the browser share.
 * Kept apart from auth.ts, whose zod schemas have no place on the landing page's first load.
 */

/** What a page shows when nobody has chosen. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isRtl(language: string): boolean {
  return language === 'ar';
}
