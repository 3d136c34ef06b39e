import { ApiError } from '@ps/web/api';
import type { KeyValueStore } from '@ps/web/offline/idb-store';
import {
  isQueueable,
  isSignedOut,
  isTransient,
  newChangeKey,
  type OfflineChange,
  type QueuedChange,
} from '@ps/web/offline/change';

/** What became of a change: sent (with the server's answer), or kept to be sent later. */
export type Outcome = { sent: true; answer: unknown } | { sent: false };

export interface ChangeQueueDeps {
  store: KeyValueStore;
  /** Sends one change with its key as the Idempotency-Key; throws ApiError or a network error. */
  send: (change: QueuedChange) => Promise<unknown>;
  isOnline: () => boolean;
  /** Runs `work` alone among this browser's tabs (a Web Lock), so two tabs never send at once. */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  newKey?: () => string;
}

/** What the app does about changes settled with no screen waiting (sent later, or refused). */
export interface QueueListeners {
  /** The server refused a change sent from the queue: the user is told which one. */
  onRefused: (change: QueuedChange, error: ApiError) => void;
  /** Changes were sent or refused: these reads follow the server again. */
  onSettled: (refresh: string[]) => void;
}

interface Waiter {
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Whether a change that failed stays queued. With no answer at all (offline, a dropped
 * connection) it always does. A change the screen is waiting for hears any answer the server
 * gave, a server error included, so the screen rolls it back and says why, as it would without a
 * queue; one sent later from the queue, with no screen waiting, is kept on a server error,
 * throttling or a signed-out answer, and tried again.
 */
function keepForLater(error: unknown, screenWaits: boolean): boolean {
  if (!(error instanceof ApiError)) return true;
  if (isSignedOut(error)) return true;
  return !screenWaits && isTransient(error);
}

const storageKey = (userId: number) => `changes:${userId}`;
const alone = <T>(work: () => Promise<T>) => work();

/**
 * The changes the user made that the server has not taken yet, kept per user in `store` so they
 * survive closing the app, and sent one at a time in the order they were made. Each carries a key
 * the server applies once, so a change whose answer was lost is simply sent again. A change that
 * fails for want of a network stops the sending (the ones after it wait their turn); one the
 * server refuses is dropped and the user told.
 */
export function createChangeQueue(deps: ChangeQueueDeps) {
  const exclusive = deps.exclusive ?? alone;
  const newKey = deps.newKey ?? newChangeKey;
  const waiters = new Map<string, Waiter>();
  const subscribers = new Set<() => void>();
  let listeners: QueueListeners = { onRefused: () => {}, onSettled: () => {} };
  let userId: number | null = null;
  let pendingCount = 0;
  let running: Promise<void> | null = null;
  let again = false;

  async function load(user: number): Promise<QueuedChange[]> {
    const stored = await deps.store.get(storageKey(user));
    return Array.isArray(stored) ? (stored as QueuedChange[]) : [];
  }

  async function save(user: number, changes: QueuedChange[]): Promise<void> {
    if (changes.length) await deps.store.set(storageKey(user), changes);
    else await deps.store.delete(storageKey(user));
    if (user === userId) setPending(changes.length);
  }

  function setPending(count: number) {
    if (count === pendingCount) return;
    pendingCount = count;
    subscribers.forEach((subscriber) => subscriber());
  }

  /** Sends the first change; true when the queue may go on with the next. */
  async function sendFirst(user: number, settled: Set<string>): Promise<boolean> {
    const [first, ...rest] = await load(user);
    if (!first) return false;
    const waiter = waiters.get(first.key);
    try {
      const answer = await deps.send(first);
      await save(user, rest);
      waiters.delete(first.key);
      if (waiter) waiter.resolve({ sent: true, answer });
      else first.refresh.forEach((path) => settled.add(path));
      return true;
    } catch (error) {
      if (keepForLater(error, Boolean(waiter))) return false;
      await save(user, rest);
      waiters.delete(first.key);
      if (waiter) waiter.reject(error);
      else {
        listeners.onRefused(first, error as ApiError);
        first.refresh.forEach((path) => settled.add(path));
      }
      return true;
    }
  }

  async function sendAll(user: number): Promise<void> {
    const settled = new Set<string>();
    while (deps.isOnline() && user === userId && (await sendFirst(user, settled)));
    // Whatever is still queued is kept for later: its screens stop waiting.
    for (const change of await load(user)) {
      waiters.get(change.key)?.resolve({ sent: false });
      waiters.delete(change.key);
    }
    if (settled.size) listeners.onSettled([...settled]);
  }

  /** Sends what is queued, in order, until the queue is empty or the network fails. */
  function replay(): Promise<void> {
    const user = userId;
    if (user === null) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = exclusive(() => sendAll(user)).finally(() => {
      running = null;
      if (again) {
        again = false;
        void replay();
      }
    });
    return running;
  }

  return {
    /** The signed-in user whose changes are queued and sent (null: nobody, nothing is queued). */
    async setUser(next: number | null): Promise<void> {
      userId = next;
      setPending(next === null ? 0 : (await load(next)).length);
    },

    listen(next: QueueListeners): void {
      listeners = next;
    },

    /**
     * Sends the change now when the network allows and resolves with the answer, or keeps it
     * and resolves `{sent: false}` (at once when the browser is offline). A refusal (the server's 4xx) rejects, for the screen to
     * handle. Changes made earlier go first.
     */
    async sendOrQueue(change: OfflineChange): Promise<Outcome> {
      const user = userId;
      const key = newKey();
      if (user === null || !isQueueable(change.url)) {
        return { sent: true, answer: await deps.send({ ...change, key, userId: -1, queuedAt: 0 }) };
      }
      const queued: QueuedChange = { ...change, key, userId: user, queuedAt: Date.now() };
      if (!deps.isOnline()) {
        // Made offline: kept, and nothing waits for it. Were the screen to wait, a network back
        // a moment later would hand a refusal to it instead of naming the change in a toast.
        await exclusive(async () => save(user, [...(await load(user)), queued]));
        return { sent: false };
      }
      const outcome = new Promise<Outcome>((resolve, reject) =>
        waiters.set(key, { resolve, reject }),
      );
      // Handled by the caller once returned; marked handled now in case it settles first.
      outcome.catch(() => undefined);
      await exclusive(async () => save(user, [...(await load(user)), queued]));
      await replay();
      // A replay already under way may have ended before this change was read: go again.
      if (waiters.has(key)) await replay();
      return outcome;
    },

    replay,

    /**
     * Takes out the change still waiting to create what the screens show as `placeholderId`:
     * the server never hears of it. False when it is no longer queued (it was sent meanwhile).
     */
    async withdraw(placeholderId: number): Promise<boolean> {
      const user = userId;
      if (user === null) return false;
      return exclusive(async () => {
        const changes = await load(user);
        const kept = changes.filter((change) => change.placeholderId !== placeholderId);
        if (kept.length === changes.length) return false;
        await save(user, kept);
        return true;
      });
    },

    /** Forgets a user's unsent changes: at sign-out, or when another user signs in. */
    async clear(user: number): Promise<void> {
      await exclusive(() => save(user, []));
    },

    pendingCount: () => pendingCount,

    subscribe(subscriber: () => void): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
  };
}

export type ChangeQueue = ReturnType<typeof createChangeQueue>;
