import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIPv6 } from 'node:net';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { Context } from 'koa';
import {
  FIRST_READS_ATTRIBUTE,
  firstViewRendererPath,
  type DrawnFirstView,
  type FirstViewRenderer,
  type RemoteName,
} from '@ps/contracts/api';
import { statOrUndefined } from '@ps/service/static-files';

/**
 * How long a page waits for its first view drawn with the person's data. Past it, the page goes
 * with the first view drawn without it (their rows then arrive with the app), rather than a
 * blank screen for as long as the database takes.
 */
export const DRAWING_DEADLINE_MS = 800;

/**
 * How many pages are drawn at once. A drawing is mostly this process's own CPU (React drawing a
 * page twice), so more at once would not draw them sooner, only hold more memory and make each
 * one later. Past it, a page goes at once with the first view drawn without the person's data.
 */
export const DRAWINGS_AT_ONCE = 2;
let drawingsUnderWay = 0;

/** Each remote's renderer as loaded, with the modification time of the file it came from. */
const loaded = new Map<string, { version: number; render: FirstViewRenderer }>();

/**
 * The remote's renderer of `module`, loaded once and again whenever its build rewrites it (a
 * redeployed remote draws with its new code); undefined when its build made none.
 */
async function rendererOf(root: string, remote: RemoteName, module: string) {
  const file = path.join(root, remote, 'dist', ...firstViewRendererPath(module).split('/'));
  const stats = await statOrUndefined(file);
  if (!stats?.isFile()) return undefined;
  const kept = loaded.get(file);
  if (kept?.version === stats.mtimeMs) return kept.render;
  const exported = loadCommonJs(file, await readFile(file, 'utf8')) as {
    default: FirstViewRenderer;
  };
  loaded.set(file, { version: stats.mtimeMs, render: exported.default });
  return exported.default;
}

/**
 * A CommonJS file's exports, run as Node runs one, but each time anew: Node's own require keeps
 * the first copy of a file for the life of the process, and a redeployed remote would keep
 * drawing with its old release.
 */
function loadCommonJs(file: string, source: string): unknown {
  const loading = { exports: {} };
  const wrapped = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void;
  wrapped(loading.exports, createRequire(file), loading, file, path.dirname(file));
  return loading.exports;
}

/**
 * The request's own API, as the person who sent it: the same server, on the address and port the
 * request came in on, with their cookies. Through the proxy in the distributed topology, to the
 * service mounted in this process in the embedded one: the same checks and the same answers the
 * browser would get.
 */
function apiAsThePersonOf(ctx: Context, signal: AbortSignal) {
  const { localAddress = '127.0.0.1', localPort } = ctx.req.socket;
  const host = isIPv6(localAddress) ? `[${localAddress}]` : localAddress;
  const origin = `http://${host}:${localPort}`;
  return (apiPath: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', ctx.get('cookie'));
    return fetch(new URL(apiPath, origin), { ...init, headers, signal });
  };
}

/**
 * The remote's page drawn with the person's data, or undefined: no renderer in the remote's
 * build, a failure, or no answer within DRAWING_DEADLINE_MS. A page never fails for it.
 */
export async function drawnWithTheirData(
  ctx: Context,
  root: string,
  [remote, module]: [RemoteName, string],
  person: { language: string; timeZone: string },
): Promise<DrawnFirstView | undefined> {
  if (drawingsUnderWay >= DRAWINGS_AT_ONCE) return undefined;
  const { socket } = ctx.req;
  // A client that gave up (its socket closed, under load) has no address left to ask the API on,
  // and no one to draw for.
  if (socket.localPort === undefined) return undefined;
  drawingsUnderWay += 1;
  const clientGone = new AbortController();
  const leave = () => clientGone.abort(new Error('the client went away'));
  socket.once('close', leave);
  const pastDeadline = new AbortController();
  const signal = AbortSignal.any([clientGone.signal, pastDeadline.signal]);
  // The API's address is read now, while the socket is open: the client may go while the
  // renderer loads, and a closed socket has no address left.
  const send = apiAsThePersonOf(ctx, signal);
  let deadline: NodeJS.Timeout | undefined;
  try {
    const render = await rendererOf(root, remote, module);
    if (!render) return undefined;
    // The deadline is the drawing's alone: loading a release's renderer (a few hundred ms on a
    // busy machine, once per release) made the first page after a start or a redeploy go without
    // the person's data.
    deadline = setTimeout(
      () => pastDeadline.abort(new Error('past the drawing deadline')),
      DRAWING_DEADLINE_MS,
    );
    const drawn = render({ ...person, send, signal });
    return await Promise.race([drawn, rejectedOnAbort(signal)]);
  } catch (error) {
    // Past the deadline or with the client gone, the page goes (or went) without the drawing.
    if (!signal.aborted) console.error(`Could not draw ${remote}/${module} with data`, error);
    return undefined;
  } finally {
    clearTimeout(deadline);
    socket.off('close', leave);
    drawingsUnderWay -= 1;
  }
}

function rejectedOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

/**
 * The answers as a JSON block the page carries and never runs: `<` written as its escape, so no
 * text of the person's (a task named `</script>…`) can end the block and become markup.
 */
export function firstReadsBlock(reads: unknown): string {
  const json = JSON.stringify(reads)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" ${FIRST_READS_ATTRIBUTE}>${json}</script>`;
}
