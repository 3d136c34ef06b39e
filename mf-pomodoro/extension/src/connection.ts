/// <reference types="chrome" />
import { API } from '@ps/contracts/api';
import { TIMEZONE_HEADER } from '@ps/contracts/api';
import { deviceTokenSchema } from '@ps/contracts/blocker';

/** The one app origin this extension was connected to, and its device token. */
export interface Connection {
  origin: string;
  token: string;
}

const KEY = 'connection';

export async function savedConnection(): Promise<Connection | undefined> {
  const stored = await chrome.storage.local.get(KEY);
  return stored[KEY] as Connection | undefined;
}

export async function saveConnection(connection: Connection | undefined): Promise<void> {
  if (connection) await chrome.storage.local.set({ [KEY]: connection });
  else await chrome.storage.local.remove(KEY);
}

/** Only http(s) origins, written as the browser writes them. */
export function canonicalOrigin(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Trades the page's one-time code for this device's own token. */
export async function pair(origin: string, code: string): Promise<Connection> {
  const response = await fetch(`${origin}${API.blockerDevices}`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (!response.ok) throw new Error(await errorText(response));
  return { origin, token: deviceTokenSchema.parse(await response.json()).token };
}

/** A call to the connected app, as this device: never with the browser's cookies. */
export function callApp(
  connection: Connection,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${connection.origin}${path}`, {
    ...init,
    credentials: 'omit',
    headers: {
      ...init.headers,
      Authorization: `Bearer ${connection.token}`,
      [TIMEZONE_HEADER]: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  });
}

async function errorText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string };
    return body.message ?? `HTTP ${response.status}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}
