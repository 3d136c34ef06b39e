import type { FocusView } from '@ps/contracts/focus';

/** What the background keeps in storage for the blocked pages: the last view and whose it is. */
export interface StoredFocus {
  view: FocusView;
  /** Server clock minus this browser's clock, when the view arrived. */
  skewMs: number;
  /** The connected app, for "Return to Pomodoro". */
  origin: string;
}

export const FOCUS_KEY = 'focus';
