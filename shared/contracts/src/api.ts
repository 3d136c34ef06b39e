import type { ErrorCode, ErrorParams } from '@ps/contracts/errors';
import remoteRegistry from './remotes.json';

/** Paths of the /api surface, named once for the services, the gateway and the remotes. */
export const API = {
  authUser: '/api/auth/user',
  login: '/api/auth/login',
  signup: '/api/auth/signup',
  logout: '/api/auth/logout',
  stats: '/api/analytics/stats',
  habits: '/api/habits',
  habitCompletions: '/api/habits/completions',
  habitOrder: '/api/habits/order',
  tasks: '/api/tasks',
  taskCounts: '/api/tasks/counts',
  pomodoroSessions: '/api/pomodoro/sessions',
  pomodoroSessionTotals: '/api/pomodoro/sessions/totals',
  pomodoroSettings: '/api/pomodoro/settings',
  pomodoroFocus: '/api/pomodoro/focus',
  /** Server-sent events: the focus view on every change. */
  pomodoroFocusEvents: '/api/pomodoro/focus/events',
  /** The escape hatch: a blocked site opened for a few minutes. */
  pomodoroPasses: '/api/pomodoro/focus/passes',
  /** A one-time code the signed-in page hands to the blocker extension. */
  blockerPairings: '/api/pomodoro/blocker/pairings',
  /** Connected blocker extensions: created from a pairing code, listed and revoked. */
  blockerDevices: '/api/pomodoro/blocker/devices',
  /** Redirect target for signed-out visitors: answers 302 to /login. */
  loginRedirect: '/api/login',
} as const;

export const blockerDevicePath = (id: number) => `${API.blockerDevices}/${id}`;

/** Every service and the gateway answer GET /health with `{status: 'ok'}`. */
export const HEALTH_PATH = '/health';

/**
 * The remotes the shell loads, each with the modules it exposes from its `src/exposes/` folder.
 * Written once, in remotes.json, which the build scripts, jest and lint read as well: adding a
 * remote is its folder plus one line there.
 */
export type RemoteName = keyof typeof remoteRegistry;
export const REMOTE_EXPOSES: Readonly<Record<RemoteName, readonly string[]>> = remoteRegistry;
export const REMOTE_NAMES = Object.keys(remoteRegistry) as RemoteName[];
export const REMOTES_JSON_PATH = '/remotes.json';
/** `{ "mf-landing": "<url of its mf-manifest.json>", … }` */
export type RemotesMap = Record<RemoteName, string>;
export const remoteBasePath = (name: RemoteName) => `/remotes/${name}/`;
export const FOCUS_BLOCKER_PATH = '/focus-blocker.js';
/** mf-landing's build writes the landing page's HTML for each language under its base path. */
export const prerenderedLandingPath = (language: string) => `prerendered/${language}.html`;
/** Marks the prerendered landing inside #root until the shell's first render replaces it. */
export const PRERENDERED_LANDING_ATTRIBUTE = 'data-prerendered-landing';
/**
 * The shell's build writes, for each signed-in page and language, the page's first view (the
 * app's frame around the page's loading state) under prerendered/frame/, with frames.json naming
 * the pages. The signed-in user's name stands in it as PRERENDERED_NAME, for the gateway to fill.
 */
export const PRERENDERED_FRAMES_INDEX = 'prerendered/frame/frames.json';
/**
 * Each page's frame is written twice: for any screen (the phone's and the desktop's layouts, CSS
 * showing the one that fits the window) and for a phone alone, a third of its size, which the
 * gateway sends to a browser that says it runs on a phone.
 */
export type FrameScreen = 'any' | 'phone';
export const prerenderedFramePath = (page: string, language: string, screen: FrameScreen = 'any') =>
  `prerendered/frame/${page === '/' ? 'home' : page.slice(1)}.${language}${screen === 'phone' ? '.phone' : ''}.html`;
export const PRERENDERED_NAME = '%PS_SIGNED_IN_NAME%';
/**
 * A remote's build writes its page module's first view (as the page draws before its data) per
 * language; the gateway puts it in the frame's slot for the page, marked with FIRST_VIEW_ATTRIBUTE
 * (`<remote>/<Module>`), and the shell shows it there until the module's code has arrived.
 */
export const prerenderedFirstViewPath = (module: string, language: string) =>
  `prerendered/first-view/${module}.${language}.html`;
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
/**
 * A first view's markup without its style blocks: where the page holds several copies of a view,
 * the rules travel with one of them and apply to all.
 */
export const withoutStyleBlocks = (html: string) => html.replace(/<style\b[\s\S]*?<\/style>/g, '');
/**
 * How the frame's prerender marks a remote slot's loading state, around it, for the gateway to
 * put the remote's first view in its place: `<!--first-view:remote/Module-->…<!--/first-view-->`.
 */
export const firstViewSlotStart = (slot: string) => `<!--first-view:${slot}-->`;
export const FIRST_VIEW_SLOT_END = '<!--/first-view-->';
/** A marked slot: its `remote/Module` and its loading state. */
export const FIRST_VIEW_SLOT = /<!--first-view:([\w-]+\/\w+)-->([\s\S]*?)<!--\/first-view-->/g;
/**
 * Inside a marked slot's loading state: the slot loads its module only once a scroll brings it
 * near the screen (a phone's lower dashboard widgets). A page for a phone preloads nothing for it.
 */
export const LOADS_WHEN_NEAR_MARK = '<!--loads-when-near-->';
/** A slot's name, `remote/Module`, in its two parts. */
export const firstViewSlotParts = (slot: string) => slot.split('/') as [RemoteName, string];
/** Marks a prerendered frame inside #root until the shell's first render replaces it. */
export const PRERENDERED_FRAME_ATTRIBUTE = 'data-prerendered-frame';
/**
 * A remote whose page can be drawn with the person's own data builds, beside its first views, a
 * module for Node that draws it (firstViewRendererPath). For a signed-in request the gateway
 * runs it: the page comes with the person's first reads already drawn, and their answers travel
 * with it in a JSON block marked with FIRST_READS_ATTRIBUTE, which the shell puts into its query
 * cache before its first render, so the app draws the same rows without asking for them again.
 */
export const firstViewRendererPath = (module: string) => `server/${module}.first-view.cjs`;
export const FIRST_READS_ATTRIBUTE = 'data-first-reads';

/** What the gateway gives a remote's first-view renderer for one request. */
export interface FirstViewRequest {
  language: string;
  /** The person's IANA zone: their "today", as their browser would send it. */
  timeZone: string;
  /** A call to the API (a path under /api) as the person: the gateway's own, with their session. */
  send: (path: string, init?: RequestInit) => Promise<Response>;
  /** Aborted when the page goes without this drawing: the renderer stops where it is. */
  signal?: AbortSignal;
}

/** The page drawn with the person's data, and the answers it was drawn with (JSON). */
export interface DrawnFirstView {
  html: string;
  reads: unknown;
}

/** The default export of a remote's first-view renderer module. */
export type FirstViewRenderer = (request: FirstViewRequest) => Promise<DrawnFirstView>;
/** Where the shell keeps a visitor's language: the gateway and the before-paint script read it too. */
export const LANGUAGE_COOKIE = 'ps.language';
/** The signed session cookie every service reads. */
export const SESSION_COOKIE = 'ps.sid';

export const habitPath = (id: number) => `${API.habits}/${id}`;
export const habitCompletionsPath = (id: number) => `${API.habits}/${id}/completions`;
export const habitCompletePath = (id: number) => `${API.habits}/${id}/complete`;
export const habitSkipPath = (id: number) => `${API.habits}/${id}/skip`;
export const habitStatsPath = (id: number) => `${API.habits}/${id}/stats`;
export const taskPath = (id: number) => `${API.tasks}/${id}`;
export const taskCompletePath = (id: number) => `${API.tasks}/${id}/complete`;

/** The header the browser sends so "today" is the user's calendar day. */
export const TIMEZONE_HEADER = 'X-Timezone';

/** Marks a change so that sending it twice (a replay after a lost answer) applies it once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Every non-OK answer carries this body: `message` in English for people reading logs and curl,
 * `code` (and its `params`) for clients, which show the text in the user's language; `issues`
 * only for 400 validation errors.
 */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  params?: ErrorParams;
  issues?: { path: (string | number)[]; message: string; code?: ErrorCode; params?: ErrorParams }[];
}
