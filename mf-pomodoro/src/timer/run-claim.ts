import { readStorage, writeStorage } from '../storage/persistent-store';

const CLAIMED_KEY = 'pomodoro.claimedRuns';
const CLAIMED_KEPT = 50;
/**
 * How long the claiming tab keeps holding a run's lock after claiming it. Chromium copies
 * localStorage into each tab and spreads writes between tabs asynchronously, so the lock —
 * not the stored list — is what another tab trusts in the first moments; long after, the
 * stored list has reached every tab.
 */
export const CLAIM_HOLD_MS = 60_000;

function claimedIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(CLAIMED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The key of a run's end, claimed by the tab that announces and records it. */
export const finishClaimOf = (runId: string) => `${runId}:finished`;

/** Whether a tab of this browser has already ended the run. */
export function finishedHere(runId: string): boolean {
  return claimedIds().includes(finishClaimOf(runId));
}

function claimInStorage(id: string, onClaimed: () => void): boolean {
  const ids = claimedIds();
  if (ids.includes(id)) return false;
  writeStorage(CLAIMED_KEY, JSON.stringify([...ids, id].slice(-CLAIMED_KEPT)));
  onClaimed();
  return true;
}

/**
 * Claims a one-time event (a run's end, a reminder) for this tab; true in exactly one tab.
 * `onClaimed` runs inside the claim, so the next timer state is written before any other
 * tab can look. With Web Locks, the run's lock is taken only if free and held for
 * CLAIM_HOLD_MS; without them (older browsers) only the stored list guards, which leaves a
 * window of a few milliseconds in which two tabs could both claim.
 */
export function claimOnce(id: string, onClaimed: () => void = () => {}): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return Promise.resolve(claimInStorage(id, onClaimed));
  return new Promise<boolean>((resolve, reject) => {
    locks
      .request(`pomodoro-claim:${id}`, { ifAvailable: true }, async (lock) => {
        const claimed = lock !== null && claimInStorage(id, onClaimed);
        resolve(claimed);
        if (claimed) await new Promise((release) => window.setTimeout(release, CLAIM_HOLD_MS));
      })
      .catch(reject);
  });
}
