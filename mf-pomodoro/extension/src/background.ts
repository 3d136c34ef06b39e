/// <reference types="chrome" />
import { API } from '@ps/contracts/api';
import { focusViewSchema, type FocusView } from '@ps/contracts/focus';
import { blockRules, isBlockedUrl, liftedRuleIds, nextChangeAt } from './block-rules';
import {
  callApp,
  canonicalOrigin,
  pair,
  savedConnection,
  saveConnection,
  type Connection,
} from './connection';
import { readEventStream } from './event-stream';
import type { BackgroundRequest, PassAnswer, StatusAnswer } from './messages';
import { FOCUS_KEY, type StoredFocus } from './stored-focus';

/**
 * The blocker's background: it follows the connected app's focus session over an event stream
 * and turns it into declarativeNetRequest rules. The rules outlive this worker, and a timer lifts
 * them at the session's end even if the app cannot be reached then.
 */
const BLOCKED_PAGE = chrome.runtime.getURL('blocked.html');
const RETRY_MS = 2000;
const WAKE_ALARM = 'follow-focus';

let following: AbortController | undefined;
let changeTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Writes a new view: the rules, the stored view the blocked pages read, and the open tabs. A
 * blocked page goes back to its site as soon as the stored view frees it, and a rule still in
 * place would send it straight back: so the rules that lift go first, then the view, then the
 * whole new set at once (a site blocked before and after is never open in between).
 */
async function apply(focus: StoredFocus | undefined): Promise<void> {
  const view = focus?.view;
  const now = Date.now() + (focus?.skewMs ?? 0);
  const rules = blockRules(view, now, BLOCKED_PAGE) as chrome.declarativeNetRequest.Rule[];
  const written = await chrome.declarativeNetRequest.getDynamicRules();
  const lifted = liftedRuleIds(written, rules);
  if (lifted.length)
    await chrome.declarativeNetRequest.updateDynamicRules({ removeRuleIds: lifted });
  await chrome.storage.local.set({ [FOCUS_KEY]: focus ?? null });
  await chrome.declarativeNetRequest.updateDynamicRules({
    removeRuleIds: written.map((rule) => rule.id).filter((id) => !lifted.includes(id)),
    addRules: rules,
  });
  await sendOpenTabsToBlockedPage(view, now);
  clearTimeout(changeTimer);
  const next = nextChangeAt(view, now);
  if (next !== undefined) {
    changeTimer = setTimeout(() => void reapply(), next - now + 50);
  }
}

async function reapply(): Promise<void> {
  const stored = await chrome.storage.local.get(FOCUS_KEY);
  await apply((stored[FOCUS_KEY] as StoredFocus | null) ?? undefined);
}

/** Tabs already on a blocked site switch to the blocked page, which remembers their address. */
async function sendOpenTabsToBlockedPage(view: FocusView | undefined, now: number): Promise<void> {
  for (const tab of await chrome.tabs.query({})) {
    if (tab.id !== undefined && tab.url && isBlockedUrl(view, tab.url, now)) {
      await chrome.tabs.update(tab.id, { url: `${BLOCKED_PAGE}#${tab.url}` });
    }
  }
}

async function onView(connection: Connection, data: string): Promise<void> {
  const parsed = focusViewSchema.safeParse(JSON.parse(data));
  if (!parsed.success) return;
  const view = parsed.data;
  await apply({
    view,
    skewMs: Date.parse(view.serverTime) - Date.now(),
    origin: connection.origin,
  });
}

async function follow(connection: Connection): Promise<void> {
  following?.abort();
  const controller = new AbortController();
  following = controller;
  while (!controller.signal.aborted) {
    let ended = false;
    try {
      const response = await callApp(connection, API.pomodoroFocusEvents, {
        signal: controller.signal,
      });
      if (response.status === 401) return disconnect();
      if (response.ok && response.body) {
        // Any extension call resets the worker's idle timer; the stream's heartbeats drive it.
        await readEventStream(
          response.body,
          (name, data) => (name === 'focus' ? onView(connection, data) : undefined),
          () => void chrome.runtime.getPlatformInfo(),
        );
        ended = true;
      }
    } catch {
      // Offline or the app restarting: the rules stay as they are and lift on time.
    }
    // The server ends a stream when its sign-in ends: ask again at once to learn why.
    if (!ended && !controller.signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

async function disconnect(): Promise<void> {
  following?.abort();
  following = undefined;
  await saveConnection(undefined);
  await apply(undefined);
}

async function start(): Promise<void> {
  const connection = await savedConnection();
  if (connection && !following) void follow(connection);
}

async function status(origin: string | undefined): Promise<StatusAnswer> {
  const connection = await savedConnection();
  return { connected: Boolean(origin && connection?.origin === origin) };
}

async function connect(origin: string | undefined, code: string): Promise<StatusAnswer> {
  if (!origin) return { connected: false, error: 'This page cannot connect the blocker.' };
  try {
    const connection = await pair(origin, code);
    await saveConnection(connection);
    void follow(connection);
    return { connected: true };
  } catch (error) {
    return { connected: false, error: (error as Error).message };
  }
}

async function requestPass(site: string): Promise<PassAnswer> {
  const connection = await savedConnection();
  if (!connection) return { ok: false, code: 'unauthorized' };
  const response = await callApp(connection, API.pomodoroPasses, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ site }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    code?: string;
    params?: Record<string, string | number>;
  };
  if (!response.ok) return { ok: false, code: body.code, params: body.params };
  await onView(connection, JSON.stringify(body));
  return { ok: true };
}

/** The origin a message came from: the bridge's page, never what the page claims. */
const senderOrigin = (sender: chrome.runtime.MessageSender) =>
  sender.url ? canonicalOrigin(sender.url) : undefined;

chrome.runtime.onMessage.addListener((request: BackgroundRequest, sender, reply) => {
  const answer =
    request.type === 'status'
      ? status(senderOrigin(sender))
      : request.type === 'connect'
        ? connect(senderOrigin(sender), request.code)
        : sender.url?.startsWith(BLOCKED_PAGE)
          ? requestPass(request.site)
          : Promise.resolve({ ok: false });
  void answer.then(reply);
  return true;
});

chrome.alarms.create(WAKE_ALARM, { periodInMinutes: 1 });
chrome.alarms.onAlarm.addListener(() => void start().then(reapply));
chrome.runtime.onStartup.addListener(() => void start());
void start().then(reapply);
