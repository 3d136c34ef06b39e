/*
 * Rules of a page's language that the gateway (the prerendered landing), the shell's
 * before-paint script and the browser share. Kept apart from auth.ts, whose zod schemas have no
 * place on the landing page's first load.
 */

/** The languages the interface speaks; English is the default and the fallback. */
export const languages = ['en', 'fr', 'ar'] as const;
export type Language = (typeof languages)[number];

/** What a page shows when nobody has chosen. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Arabic reads right to left; the others left to right. */
export function isRtl(language: string): boolean {
  return language === 'ar';
}
