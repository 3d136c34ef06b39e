/**
 * Whose data this browser keeps for offline use: the id of the user last signed in here, in
 * localStorage so the first load can tell without loading the code that keeps the data.
 */
const KEPT_USER_KEY = 'ps.offline.user';

export function keptUserId(): number | null {
  try {
    const id = Number(window.localStorage.getItem(KEPT_USER_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function keepUserId(id: number | null): void {
  try {
    if (id === null) window.localStorage.removeItem(KEPT_USER_KEY);
    else window.localStorage.setItem(KEPT_USER_KEY, String(id));
  } catch {
    // Without storage nothing is kept for offline use.
  }
}
