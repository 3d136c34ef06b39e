import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { Middleware } from 'koa';
import { REMOTE_NAMES } from '@ps/contracts/api';

/** The event stream a page in development listens to, and the script that listens. */
export const DEV_RELOAD_PATH = '/__dev/reload';
const DEV_SCRIPT_PATH = '/__dev/reload.js';

/**
 * In the browser: reload when a front end was rebuilt, or when the gateway came back with new
 * code (its boot id changed while the stream reconnected). The page is reloaded only once the
 * gateway serves it again: `tsx watch` restarts the gateway when a file it imports changes, a
 * reload that met it down left the browser's error page, and that page has no script to come back.
 */
export const RELOAD_SCRIPT = `(() => {
  let boot;
  const reloadOnceServed = async () => {
    for (;;) {
      try {
        if ((await fetch(location.href, { cache: 'no-store' })).ok) return location.reload();
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const events = new EventSource('${DEV_RELOAD_PATH}');
  events.addEventListener('hello', (event) => {
    if (boot !== undefined && boot !== event.data) reloadOnceServed();
    boot = event.data;
  });
  events.addEventListener('rebuilt', reloadOnceServed);
})();`;

/** In development no page is served from a cache: the worker takes itself away. */
const UNREGISTERING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.unregister().then(() => self.clients.matchAll()).then((clients) => {
    for (const client of clients) client.navigate(client.url);
  }));
});`;

/** A rebuild writes many files at once; one reload for all of them. */
const SETTLE_MS = 150;

async function textOf(body: unknown): Promise<string | undefined> {
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  if (body instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }
  return undefined;
}

export interface DevReloadOptions {
  /**
   * The file `npm run dev` writes into a front end's dist once a rebuild is complete: pages
   * reload on it alone. Reloaded as rspack's files changed, a page could come back in the middle
   * of a rebuild (a long source map written, nothing else for a moment) and find its remote half
   * written: "This part of the app is unavailable". Without it, pages reload on the files.
   */
  rebuiltMark?: string;
}

/** Whether a change to `file` in a front end's dist means that front end was rebuilt. */
function meansRebuilt(file: string | null, { rebuiltMark }: DevReloadOptions): boolean {
  if (!file) return false;
  if (rebuiltMark) return file === rebuiltMark;
  return !file.startsWith('.') && !file.endsWith('.map');
}

/**
 * `npm run dev`: every page the gateway serves gets a small script that reloads it when a front
 * end was rebuilt (rspack in watch mode rewrites its dist), and the service worker, which would
 * serve the old build from its cache, is replaced by one that removes itself.
 */
export function devReload(staticRoot: string, options: DevReloadOptions = {}): Middleware {
  const boot = Date.now().toString(36);
  const listeners = new Set<() => void>();
  let pending: NodeJS.Timeout | undefined;
  const rebuilt = () => {
    clearTimeout(pending);
    pending = setTimeout(() => listeners.forEach((listener) => listener()), SETTLE_MS);
  };
  const watchers: FSWatcher[] = [];
  for (const frontEnd of ['shell', ...REMOTE_NAMES]) {
    try {
      const watcher = watch(path.join(staticRoot, frontEnd, 'dist'), (_event, file) => {
        if (meansRebuilt(file, options)) rebuilt();
      });
      watcher.unref();
      watchers.push(watcher);
    } catch {
      // Not built yet: `npm run dev` builds every front end before the gateway starts.
    }
  }

  return async (ctx, next) => {
    if (ctx.path === DEV_RELOAD_PATH) {
      const stream = new PassThrough();
      const send = () => stream.write('event: rebuilt\ndata: \n\n');
      listeners.add(send);
      ctx.req.once('close', () => {
        listeners.delete(send);
        stream.end();
      });
      // Compression would hold the events back in its buffer.
      ctx.compress = false;
      ctx.set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      ctx.body = stream;
      stream.write(`retry: 500\nevent: hello\ndata: ${boot}\n\n`);
      return;
    }
    if (ctx.path === DEV_SCRIPT_PATH || ctx.path === '/sw.js') {
      ctx.type = 'application/javascript';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = ctx.path === DEV_SCRIPT_PATH ? RELOAD_SCRIPT : UNREGISTERING_WORKER;
      return;
    }
    await next();
    if (ctx.status !== 200 || !ctx.response.is('html')) return;
    const html = await textOf(ctx.body);
    if (html === undefined) return;
    const tag = `<script src="${DEV_SCRIPT_PATH}"></script>`;
    ctx.set('Cache-Control', 'no-store');
    ctx.remove('ETag');
    ctx.body = html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : tag + html;
  };
}
