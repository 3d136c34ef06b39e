import path from 'node:path';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import {
  API,
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_SLOT,
  firstViewSlotParts,
  PRERENDERED_FRAME_ATTRIBUTE,
  PRERENDERED_FRAMES_INDEX,
  PRERENDERED_NAME,
  prerenderedFirstViewPath,
  prerenderedFramePath,
  type FrameScreen,
  type RemoteName,
  withoutStyleBlocks,
} from '@ps/contracts/api';
import { displayName, languages, type Language } from '@ps/contracts/auth';
import { fixedRead } from '@ps/service/fixed-reads';
import { SESSION_COOKIE } from '@ps/service/session';
import { SigningKeys } from '@ps/service/signing-keys';
import { toDbTimestamp } from '@ps/service/timestamps';
import { drawnWithTheirData, firstReadsBlock } from './first-view-renderers';
import { composedFrom, withPrerendered } from './prerendered-page';
import { remoteManifestPreloads } from './remote-preloads';
import { SCREEN_HINTS, wantsPhoneFrame } from './screen-hints';

/** The signed-in user as the prerendered frame shows them. */
export interface FrameUser {
  name: string;
  language: Language;
  /** Their IANA zone, for what their pages draw on their calendar. */
  timeZone: string;
}

/** Who the request's session belongs to, or null for no valid session. */
export type SignedInUser = (ctx: Context) => Promise<FrameUser | null>;

const SIGNED_IN_USER_SQL =
  'select users.first_name, users.username, users.language, users.timezone from sessions ' +
  'join users on users.id = sessions.user_id where sessions.sid = ? and sessions.expire > ? limit 1';

interface SignedInRow {
  first_name: string | null;
  username: string;
  language: string;
  timezone: string;
}

/**
 * The session's user, read as every service reads a session: the signed cookie checked with the
 * session keys, then the session's row, which a sign-out anywhere has deleted.
 */
export function signedInUserOf(knex: Knex, sessionKeys: string[]): SignedInUser {
  const keys = new SigningKeys(sessionKeys);
  return async (ctx) => {
    const sid = ctx.cookies.get(SESSION_COOKIE);
    const signature = ctx.cookies.get(`${SESSION_COOKIE}.sig`);
    if (!sid || !signature || !keys.verify(`${SESSION_COOKIE}=${sid}`, signature)) return null;
    const [row] = await fixedRead<SignedInRow>(knex, SIGNED_IN_USER_SQL, [sid, toDbTimestamp()]);
    if (!row) return null;
    const language = languages.find((known) => known === row.language) ?? languages[0];
    const name = displayName({ firstName: row.first_name, username: row.username });
    return { name, language, timeZone: row.timezone };
  };
}

/**
 * A signed-in page (one the shell's build prerendered, frames.json lists them) for its user: the
 * shell's index.html with the page's first view inside #root, in the user's language and with
 * their name, so a phone paints the page before any JavaScript has run. It is inert: the app's
 * code, still preloaded with the manifests of the page's remotes, starts at once and draws the
 * same page over it, working. A window narrower than the desktop's (wantsPhoneFrame) gets the
 * phone's frame alone, others the frame for any screen. Answers false (the plain index.html
 * then) for a visitor, another page, or a build without the prerender.
 */
export async function sendPrerenderedFrame(
  ctx: Context,
  root: string,
  {
    signedInUser,
    localRemotes,
  }: { signedInUser: SignedInUser; localRemotes: readonly RemoteName[] },
  page: string,
): Promise<boolean> {
  if (!ctx.cookies.get(SESSION_COOKIE)) return false;
  const shellDist = path.join(root, 'shell', 'dist');
  const pages = await composedFrom([path.join(shellDist, PRERENDERED_FRAMES_INDEX)], ([json]) =>
    framedPages(json!),
  );
  if (!pages?.includes(page)) return false;
  const user = await userOrNobody(signedInUser, ctx);
  if (!user) return false;
  ctx.vary(SCREEN_HINTS);
  const frameFile = (screen: FrameScreen) =>
    path.join(shellDist, ...prerenderedFramePath(page, user.language, screen).split('/'));
  const framed = (screen: FrameScreen) =>
    composedFrom([path.join(shellDist, 'index.html'), frameFile(screen)], ([index, frame]) =>
      withPrerendered(index!, frame!, {
        language: user.language,
        attribute: PRERENDERED_FRAME_ATTRIBUTE,
        preloads: true,
        inert: true,
        paintedWhole: true,
      }),
    );
  const phone = wantsPhoneFrame(ctx);
  const body = (phone && (await framed('phone'))) || (await framed('any'));
  if (!body) return false;
  const preloads = remoteManifestPreloads(body, localRemotes, { phoneFrame: phone });
  const withViews = (await withFirstViews(ctx, body, root, user, localRemotes))
    .replace('</head>', () => `${preloads}</head>`)
    .replace(LANDING_FOCUS_SCRIPT, '');
  // The user's own page: no shared cache keeps it, and sw.js does not keep it as the app shell.
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.set('X-Prerendered', 'shell-frame');
  ctx.type = 'html';
  ctx.body = withViews.split(PRERENDERED_NAME).join(escapeHtml(user.name));
  return true;
}

/**
 * The frame with each slot's remote first view in place of its loading state, where the remote
 * is served from `root`: drawn with the person's data where the remote's build made a renderer
 * for it, else as its build wrote it in their language. The frame for any screen holds a slot
 * once per layout (phone, desktop): each is drawn once, and its styles and the answers it was
 * drawn with travel once.
 */
async function withFirstViews(
  ctx: Context,
  html: string,
  root: string,
  user: FrameUser,
  localRemotes: readonly RemoteName[],
): Promise<string> {
  const slots = [...new Set([...html.matchAll(FIRST_VIEW_SLOT)].map(([, slot]) => slot!))];
  const views = new Map(
    await Promise.all(
      slots.map(
        async (slot) => [slot, await firstViewOf(ctx, root, slot, user, localRemotes)] as const,
      ),
    ),
  );
  const placed = new Set<string>();
  let readsSent = false;
  const framed = html.replace(FIRST_VIEW_SLOT, (_marked, slot: string, loading: string) => {
    const view = views.get(slot);
    if (!view) return loading;
    // The first copy carries the view's styles and answers; other layouts' copies share them.
    const first = !placed.has(slot);
    placed.add(slot);
    const reads = first && view.reads !== undefined;
    readsSent ||= reads;
    const block = reads ? firstReadsBlock(view.reads) : '';
    const markup = first ? view.html : withoutStyleBlocks(view.html);
    return `<div ${FIRST_VIEW_ATTRIBUTE}="${slot}" style="display:contents">${markup}${block}</div>`;
  });
  // Who the person is travels among the reads: the app does not ask, so nothing preloads it.
  return readsSent ? framed.replace(USER_PRELOAD, '') : framed;
}

/**
 * index.html's script that moves keyboard focus from the prerendered landing page to the app's
 * copy of it (shell/public/hand-over-focus.js): a signed-in page has no landing page to leave.
 */
const LANDING_FOCUS_SCRIPT = /<script\b[^>]*\bsrc="\/hand-over-focus\.js"[^>]*><\/script>/;

/** index.html's preload of the signed-in user, the app's first read. */
const USER_PRELOAD = new RegExp(`<link\\b(?=[^>]*\\bhref="${API.authUser}")[^>]*>`);

/** A slot's first view: drawn with the person's data, else the build's; none for another host. */
async function firstViewOf(
  ctx: Context,
  root: string,
  slot: string,
  user: FrameUser,
  localRemotes: readonly RemoteName[],
): Promise<{ html: string; reads?: unknown } | undefined> {
  const [remote, module] = firstViewSlotParts(slot);
  if (!localRemotes.includes(remote)) return undefined;
  const drawn = await drawnWithTheirData(ctx, root, [remote, module], user);
  if (drawn) return drawn;
  const file = path.join(root, remote, 'dist', prerenderedFirstViewPath(module, user.language));
  const html = await composedFrom([file], ([view]) => view!);
  return html === undefined ? undefined : { html };
}

/** The page never fails for its first view: without the user (a database gone), the plain shell. */
async function userOrNobody(signedInUser: SignedInUser, ctx: Context): Promise<FrameUser | null> {
  try {
    return await signedInUser(ctx);
  } catch (error) {
    console.error('Could not read the signed-in user for the first view', error);
    return null;
  }
}

function framedPages(json: string): string[] {
  try {
    const pages: unknown = JSON.parse(json);
    return Array.isArray(pages) ? pages.filter((page) => typeof page === 'string') : [];
  } catch {
    return [];
  }
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
