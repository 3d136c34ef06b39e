import { enqueueSnackbar } from 'notistack';

export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive' | 'info';
}

/**
 * The one way any part of the app shows a toast. The shell's SnackbarProvider renders it
 * (one at a time, 5000 ms); notistack is a shared singleton, so remotes reach the same queue.
 */
export function notify({ title, description, variant = 'default' }: Notice): void {
  enqueueSnackbar(title, {
    variant: variant === 'destructive' ? 'error' : variant,
    description,
  } as Parameters<typeof enqueueSnackbar>[1]);
}

const CARRIED_NOTICE_KEY = 'ps.carriedNotice';

/**
 * A toast followed at once by a full page load (sign-in, sign-out): shown now, and again on the
 * page that loads, which would otherwise drop it within milliseconds of its appearing.
 */
export function notifyAcrossNavigation(notice: Notice): void {
  notify(notice);
  try {
    sessionStorage.setItem(CARRIED_NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // Storage refused (private mode quota): the toast shows on this page only.
  }
}

/** Shows, once, the toast the previous page handed over. The toast provider calls it on mount. */
export function showCarriedNotice(): void {
  try {
    const carried = sessionStorage.getItem(CARRIED_NOTICE_KEY);
    sessionStorage.removeItem(CARRIED_NOTICE_KEY);
    if (carried) notify(JSON.parse(carried) as Notice);
  } catch {
    // Nothing readable was handed over.
  }
}
