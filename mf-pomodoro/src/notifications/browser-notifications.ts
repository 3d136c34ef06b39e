export type PermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): PermissionState {
  return typeof window !== 'undefined' && 'Notification' in window
    ? window.Notification.permission
    : 'unsupported';
}

/** Asks the browser; older Safari answers through a callback instead of a promise. */
export function requestNotificationPermission(): Promise<PermissionState> {
  if (notificationPermission() === 'unsupported') return Promise.resolve('unsupported');
  return new Promise((resolve) => {
    const answer = window.Notification.requestPermission(resolve);
    if (answer) answer.then(resolve, () => resolve(window.Notification.permission));
  });
}

/**
 * A system notification that closes itself, shown only when the user allowed them.
 * Some mobile browsers refuse `new Notification()` outside a service worker; the in-page
 * toast still tells the user there.
 */
export function showBrowserNotification(title: string, body: string, closeAfterMs: number): void {
  if (notificationPermission() !== 'granted') return;
  try {
    const notification = new window.Notification(title, { body, tag: 'pomodoro' });
    window.setTimeout(() => notification.close(), closeAfterMs);
  } catch {
    // See above: nothing more to do.
  }
}
