import { writeStorage } from '../storage/persistent-store';

/**
 * The flags /focus-blocker.js reads (public/focus-blocker.js repeats this key and shape).
 * `until` is when the work session ends, so flags left behind by a closed tab expire.
 */
export const FOCUS_MODE_KEY = 'focusMode';

export interface FocusFlags {
  active: true;
  sites: string[];
  until: number;
}

export function writeFocusFlags(sites: readonly string[], until: number): void {
  const flags: FocusFlags = { active: true, sites: [...sites], until };
  writeStorage(FOCUS_MODE_KEY, JSON.stringify(flags));
}

export function clearFocusFlags(): void {
  writeStorage(FOCUS_MODE_KEY, null);
}
