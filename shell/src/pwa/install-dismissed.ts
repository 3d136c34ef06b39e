/** Where a person's Not now to the install card is remembered, so it is not offered again. */
const INSTALL_DISMISSED_KEY = 'ps.installDismissed';

export function dismissedBefore(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberDismissed(): void {
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
  } catch {
    // Without storage the card may come back next visit.
  }
}
