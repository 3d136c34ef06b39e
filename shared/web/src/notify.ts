export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive' | 'info';
}

type ShowNotice = (notice: Notice) => void;

/** The toast queue on screen, once it has loaded (see `ToastProvider`). */
let showNotice: ShowNotice | undefined;
/** Notices given before the queue was on screen, shown as it arrives; a few at most. */
const waiting: Notice[] = [];
const MAX_WAITING = 5;
const noticeWaitingListeners = new Set<() => void>();

/**
 * The one way any part of the app shows a toast. The shell's toast queue renders it (one at a
 * time, 5000 ms); the kit is shared, so remotes reach the same queue. The queue's code loads at the
 * first notice (or the first touch or key, whichever comes first), not at the page's start: until
 * it is on screen, a notice waits for it.
 */
export function notify(notice: Notice): void {
  if (showNotice) {
    showNotice(notice);
    return;
  }
  waiting.push(notice);
  if (waiting.length > MAX_WAITING) waiting.shift();
  for (const wanted of noticeWaitingListeners) wanted();
}

/** For the toast queue as it comes on screen: shows what waited, then every notice as given. */
export function attachToastQueue(show: ShowNotice): () => void {
  showNotice = show;
  for (const notice of waiting.splice(0)) show(notice);
  return () => {
    if (showNotice === show) showNotice = undefined;
  };
}

/** Whether notices wait for the toast queue. */
export function noticesWaiting(): boolean {
  return waiting.length > 0;
}

/** Calls `wanted` whenever a notice is given while the toast queue is not on screen. */
export function onNoticeWaiting(wanted: () => void): () => void {
  noticeWaitingListeners.add(wanted);
  return () => {
    noticeWaitingListeners.delete(wanted);
  };
}

const CARRIED_NOTICE_KEY = 'ps.carriedNotice';

interface CarriedNotice {
  notice: Notice;
  /** The page load that gave it (its time origin): the page loaded after it shows it. */
  from: number;
}

/**
 * A toast followed at once by a full page load (sign-in, sign-out): shown now, and again on the
 * page that loads, which would otherwise drop it within milliseconds of its appearing.
 */
export function notifyAcrossNavigation(notice: Notice): void {
  notify(notice);
  try {
    const carried: CarriedNotice = { notice, from: performance.timeOrigin };
    sessionStorage.setItem(CARRIED_NOTICE_KEY, JSON.stringify(carried));
  } catch {
    // Storage refused (private mode quota): the toast shows on this page only.
  }
}

/**
 * Shows, once, the toast the previous page handed over. The toast provider calls it on mount. A
 * notice this page gave itself is left for the next: it is already in this page's queue, and the
 * provider can mount after it was given (the toasts load at the first notice).
 */
export function showCarriedNotice(): void {
  try {
    const carried = JSON.parse(
      sessionStorage.getItem(CARRIED_NOTICE_KEY) ?? 'null',
    ) as CarriedNotice | null;
    if (!carried || carried.from === performance.timeOrigin) return;
    sessionStorage.removeItem(CARRIED_NOTICE_KEY);
    notify(carried.notice);
  } catch {
    // Nothing readable was handed over.
  }
}
