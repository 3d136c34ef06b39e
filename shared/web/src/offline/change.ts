import { API } from '@ps/contracts/api';
import { ApiError } from '@ps/web/api';

/** A change to the user's data that is kept and sent later when the network is away. */
export interface OfflineChange {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /**
   * What the change does, in the user's language, as the end of "Could not …": e.g.
   * "mark “Swim” done for Nov 25". A refusal that comes when no screen waits for it is named so.
   */
  label: string;
  /** The reads (query key prefixes such as API.habits) to refresh once it is sent or refused. */
  refresh: string[];
  /**
   * For a change that creates something: the temporary id (negative, never a server's) the
   * screens show it under until the server gives the real one. While the change waits, it can
   * be withdrawn by this id, so undoing it offline never sends a request naming that id.
   */
  placeholderId?: number;
}

/** A change as kept in the queue: its key makes sending it twice apply it once. */
export interface QueuedChange extends OfflineChange {
  key: string;
  userId: number;
  queuedAt: number;
}

/**
 * Only changes to habits' days, tasks and focus sessions are ever queued: never a sign-in, a
 * password or anything else under /api/auth.
 */
const QUEUEABLE = [`${API.habits}/`, API.tasks, API.pomodoroSessions];

export function isQueueable(url: string): boolean {
  return QUEUEABLE.some((prefix) => url.startsWith(prefix));
}

/**
 * A failure worth trying again later: no answer at all (offline, the connection dropped), a
 * server or gateway error, a timeout or throttling. Any other answer is the server's refusal.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** A signed-out answer: the change stays until the session question is settled. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function newChangeKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
