import { IDEMPOTENCY_HEADER } from '@ps/contracts/api';
import { apiJson } from '@ps/web/api';
import { createChangeQueue, type Outcome } from '@ps/web/offline/change-queue';
import type { OfflineChange, QueuedChange } from '@ps/web/offline/change';
import { offlineStore } from '@ps/web/offline/idb-store';

const LOCK = 'ps-offline-changes';

/** One tab at a time sends the queue; without Web Locks each tab just sends its turn. */
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request(LOCK, work) as Promise<T>)
    : work();
}

const send = (change: QueuedChange) =>
  apiJson(change.method, change.url, change.body, { [IDEMPOTENCY_HEADER]: change.key });

/**
 * The app's one queue of changes made offline: every remote's changes go through it (it is part
 * of the shared web kit, one copy per page), the shell tells it who is signed in and replays it.
 */
export const offlineChanges = createChangeQueue({
  store: offlineStore,
  send,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  exclusive,
});

/**
 * Sends a change now, or keeps it to send when the network is back (see createChangeQueue).
 * Resolves `{sent: true, answer}` or `{sent: false}`; rejects with the server's refusal.
 */
export function sendOrQueue(change: OfflineChange): Promise<Outcome> {
  return offlineChanges.sendOrQueue(change);
}

/**
 * Takes a queued creation back before it is sent (see ChangeQueue.withdraw): true when it was
 * still waiting, false when the server has it already.
 */
export function withdrawCreation(placeholderId: number): Promise<boolean> {
  return offlineChanges.withdraw(placeholderId);
}

export type { OfflineChange, Outcome };
