import http from 'node:http';
import type { Context, Middleware } from 'koa';
import { errorBody } from '@ps/service/errors';

/** A service that does not accept a connection within this long counts as down. */
const CONNECT_TIMEOUT_MS = 1000;
/** A service that accepted but stays silent this long is answered for with 503 too. */
const RESPONSE_TIMEOUT_MS = 30_000;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

type Outcome = 'answered' | 'unreachable' | 'failed';

/**
 * Streams requests to a service by URL. Several URLs are replicas, taken in turn; one that refuses
 * or does not accept the connection within a second is skipped (the body is only sent once a
 * connection stands, so trying the next one is safe). When none answers: 503 `{message}`.
 */
export function proxyTo(urls: string[], label: string): Middleware {
  const targets = urls.map((url) => new URL(url));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 60_000 });
  let turn = 0;
  return async (ctx) => {
    const first = turn++ % targets.length;
    for (let i = 0; i < targets.length; i += 1) {
      const outcome = await forward(ctx, targets[(first + i) % targets.length]!, agent);
      if (outcome === 'answered') return;
      if (outcome === 'failed') break;
    }
    ctx.status = 503;
    ctx.body = errorBody('serviceUnavailable', { area: label });
  };
}

function forward(ctx: Context, target: URL, agent: http.Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = ctx.req as http.IncomingMessage & { rawBody?: string };
    const headers = forwardedHeaders(ctx, target);
    // A body the gateway already read (sign-in) is resent as read.
    const buffered = typeof req.rawBody === 'string' ? Buffer.from(req.rawBody) : undefined;
    if (buffered) headers['content-length'] = String(buffered.length);

    const upstream = http.request({
      host: target.hostname,
      port: target.port,
      method: ctx.method,
      path: ctx.url,
      headers,
      agent,
      timeout: RESPONSE_TIMEOUT_MS,
    });
    let connected = false;
    const connectTimer = setTimeout(
      () => upstream.destroy(new Error('connect timeout')),
      CONNECT_TIMEOUT_MS,
    );
    const onConnected = () => {
      connected = true;
      clearTimeout(connectTimer);
      if (buffered) upstream.end(buffered);
      else req.pipe(upstream);
    };
    upstream.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', onConnected);
      else onConnected();
    });
    upstream.on('timeout', () => upstream.destroy(new Error('response timeout')));
    upstream.on('response', (response) => {
      ctx.respond = false;
      ctx.res.writeHead(response.statusCode ?? 502, responseHeaders(response.headers));
      response.pipe(ctx.res);
      response.on('end', () => resolve('answered'));
      response.on('error', () => {
        ctx.res.destroy();
        resolve('answered');
      });
      ctx.res.on('close', () => resolve('answered'));
    });
    upstream.on('error', () => {
      clearTimeout(connectTimer);
      if (ctx.respond === false) {
        // The answer had started; all that is left is to cut it.
        ctx.res.destroy();
        resolve('answered');
      } else {
        resolve(connected ? 'failed' : 'unreachable');
      }
    });
  });
}

function forwardedHeaders(ctx: Context, target: URL): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const forwardedFor = ctx.get('x-forwarded-for');
  headers['x-forwarded-for'] =
    forwardedFor && ctx.app.proxy ? `${forwardedFor}, ${ctx.ip}` : ctx.ip;
  headers['x-forwarded-proto'] = ctx.protocol;
  headers['x-forwarded-host'] = ctx.host;
  headers.host = target.host;
  return headers;
}

function responseHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}
