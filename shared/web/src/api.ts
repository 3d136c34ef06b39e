import type { QueryFunction } from '@tanstack/react-query';
import { API, TIMEZONE_HEADER, type ErrorBody } from '@ps/contracts/api';
import { isErrorCode, type ErrorCode, type ErrorParams } from '@ps/contracts/errors';
import { browserTurn, preparedAnswer } from '@ps/web/answer-preparations';

/**
 * Where the calls go and whose calendar they are on, while a page is drawn on the server with the
 * person's data (@ps/web/first-view-renderer): the gateway's own API, as the person, on their
 * zone. Anywhere else, and in every browser, there is none: the browser's fetch and zone.
 */
interface ServerSide {
  send: (url: string, init?: RequestInit) => Promise<Response>;
  timeZone: string;
}

let serverSide: () => ServerSide | undefined = () => undefined;

/** For the server's drawing of first views only; a browser never calls it. */
export function callApiFrom(current: () => ServerSide | undefined): void {
  serverSide = current;
}

/** How long the browser's zone is taken as known: a traveller's new zone counts within a minute. */
const ZONE_KEPT_MS = 60_000;
let knownZone = { zone: '', readAt: Number.NEGATIVE_INFINITY };

/**
 * The browser's IANA zone: the server computes "today" on the user's calendar with it. Asking
 * the browser builds a date formatter each time, and pages ask on every render and call (over a
 * hundred times as the dashboard starts), so the answer is kept a minute.
 */
export function browserTimeZone(): string {
  const drawing = serverSide()?.timeZone;
  if (drawing) return drawing;
  const now = Date.now();
  if (now - knownZone.readAt > ZONE_KEPT_MS) {
    knownZone = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', readAt: now };
  }
  return knownZone.zone;
}

/**
 * A failed call. `message` is "<status>: <body text>" so that a page can tell a 401 from its text;
 * `serverMessage` is the body's `message` for toasts.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ErrorBody | null,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  get serverMessage(): string {
    return this.body?.message ?? this.bodyText;
  }

  /** The answer's stable error code, when it has one this client knows. */
  get code(): ErrorCode | undefined {
    return isErrorCode(this.body?.code) ? this.body.code : undefined;
  }

  get params(): ErrorParams | undefined {
    return this.body?.params;
  }

  get isUnauthorized(): boolean {
    return this.status === 401 && this.message.includes('Unauthorized');
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let body: ErrorBody | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) body = parsed as ErrorBody;
  } catch {
    body = null;
  }
  throw new ApiError(res.status, text, body);
}

/**
 * Reading who is signed in needs no calendar. That call, which every page starts with, goes
 * without the zone: the browser's first zone lookup costs tens of milliseconds on a phone.
 */
function needsTimeZone(method: string, url: string): boolean {
  return !(method === 'GET' && url === API.authUser);
}

/**
 * Every call carries the session cookie and, where a calendar is involved, the user's zone;
 * `extraHeaders` adds others (an Idempotency-Key).
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = needsTimeZone(method, url)
    ? { ...extraHeaders, [TIMEZONE_HEADER]: browserTimeZone() }
    : { ...extraHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const drawing = serverSide();
  // A read's call starts in a task of its own. A page's screens subscribe to their reads in one
  // go (React runs their effects together) and each fetch() costs the page's thread about a
  // millisecond on a desktop, several on a phone: the seven reads of the Progress page made one
  // of the longest tasks of its start. A write goes at once, as the person's tap asked.
  if (method === 'GET' && !drawing) await browserTurn();
  const send = drawing?.send ?? fetch;
  const res = await send(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/**
 * A JSON call; 204 answers resolve to null. The body is `unknown`: a caller that reads it parses
 * it with the contract's schema.
 */
export async function apiJson(
  method: string,
  url: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<unknown> {
  const res = await apiRequest(method, url, body, extraHeaders);
  return res.status === 204 ? null : ((await res.json()) as unknown);
}

/**
 * A file sent as it is: its bytes are the body (`application/octet-stream`), with the session
 * cookie and the user's zone. The answer is JSON, `unknown` until the caller parses it.
 */
export async function apiUpload(url: string, file: Blob): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', [TIMEZONE_HEADER]: browserTimeZone() },
    body: file,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return (await res.json()) as unknown;
}

/**
 * Query keys are URL parts joined with '/'; a trailing plain object becomes the query string:
 * ['/api/habits/completions', { startDate, endDate }].
 */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  const last = queryKey[queryKey.length - 1];
  const hasParams = typeof last === 'object' && last !== null;
  const parts = (hasParams ? queryKey.slice(0, -1) : queryKey).map(String);
  const path = parts.join('/');
  if (!hasParams) return path;
  const params = new URLSearchParams(
    Object.entries(last as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return params ? `${path}?${params}` : path;
}

/** The default read: a 401 yields no data (null) rather than an error (signed out is not a failure). */
export function getQueryFn(options: { on401: 'returnNull' | 'throw' }): QueryFunction {
  return async ({ queryKey }) => {
    try {
      return await preparedAnswer(queryKey, await apiJson('GET', urlFromQueryKey(queryKey)));
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) {
        return null;
      }
      throw error;
    }
  };
}
