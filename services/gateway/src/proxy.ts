import http from 'node:http';
import https from 'node:https';
import type { Context, Middleware } from 'koa';
import { errorBody } from '@ps/service/errors';

/** A service that does not accept a connection within this long counts as down. */
const CONNECT_TIMEOUT_MS = 1000;
/** How long a service that accepted the request may stay silent before the gateway gives up. */
export const DEFAULT_RESPONSE_TIMEOUT_MS = 10_000;

export interface ProxyOptions {
  /** Silence allowed after the request was sent; then 504. UPSTREAM_TIMEOUT_MS in production. */
  responseTimeoutMs?: number;
  /** Extra certificate authorities for https:// upstreams (NODE_EXTRA_CA_CERTS works too). */
  ca?: string | Buffer;
}

/** UPSTREAM_TIMEOUT_MS, in milliseconds, when set. */
export function proxyOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ProxyOptions {
  const timeout = Number(env.UPSTREAM_TIMEOUT_MS);
  return timeout > 0 ? { responseTimeoutMs: timeout } : {};
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

type Outcome = 'answered' | 'unreachable' | 'failed' | 'timedOut';

/** Where requests go: the upstream's origin and any path prefix it is mounted under. */
interface Target {
  url: URL;
  /** `http://host/tasks-svc/` puts `/api/tasks` at `/tasks-svc/api/tasks`. */
  pathPrefix: string;
  request: typeof http.request;
  agent: http.Agent;
}

/**
 * Streams requests to a service by URL (http or https, with an optional path prefix). Several
 * URLs are replicas, taken in turn; one that refuses or does not accept the connection within a
 * second is skipped (the body is only sent once a connection stands, so trying the next one is
 * safe). When none answers: 503 `{message}`. One that accepted but stays silent past the
 * response timeout is not retried elsewhere (the request may have had its effect): 504.
 */
export function proxyTo(urls: string[], label: string, options: ProxyOptions = {}): Middleware {
  const responseTimeoutMs = options.responseTimeoutMs ?? DEFAULT_RESPONSE_TIMEOUT_MS;
  const agentOptions = { keepAlive: true, maxSockets: 256, timeout: 60_000 };
  const httpAgent = new http.Agent(agentOptions);
  const httpsAgent = new https.Agent({ ...agentOptions, ca: options.ca });
  const targets = urls.map((raw): Target => {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`${label}: ${raw} is not an http:// or https:// URL`);
    }
    const secure = url.protocol === 'https:';
    return {
      url,
      pathPrefix: url.pathname.replace(/\/+$/, ''),
      request: secure ? https.request : http.request,
      agent: secure ? httpsAgent : httpAgent,
    };
  });
  let turn = 0;
  return async (ctx) => {
    const first = turn++ % targets.length;
    for (let i = 0; i < targets.length; i += 1) {
      const target = targets[(first + i) % targets.length]!;
      const outcome = await forward(ctx, target, responseTimeoutMs);
      if (outcome === 'answered') return;
      if (outcome === 'timedOut') {
        ctx.status = 504;
        ctx.body = errorBody('serviceTimedOut', { area: label });
        return;
      }
      if (outcome === 'failed') break;
    }
    ctx.status = 503;
    ctx.body = errorBody('serviceUnavailable', { area: label });
  };
}

function forward(ctx: Context, target: Target, responseTimeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = ctx.req as http.IncomingMessage & { rawBody?: string };
    const headers = forwardedHeaders(ctx, target);
    // A body the gateway already read (sign-in) is resent as read.
    const buffered = typeof req.rawBody === 'string' ? Buffer.from(req.rawBody) : undefined;
    if (buffered) headers['content-length'] = String(buffered.length);

    const upstream = target.request({
      host: target.url.hostname,
      port: target.url.port,
      method: ctx.method,
      path: target.pathPrefix + ctx.url,
      headers,
      agent: target.agent,
      timeout: responseTimeoutMs,
    });
    let connected = false;
    let timedOut = false;
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
    upstream.on('timeout', () => {
      timedOut = connected;
      upstream.destroy(new Error('response timeout'));
    });
    // A browser that leaves stops the upstream work too, instead of it running on unread.
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) upstream.destroy();
    });
    upstream.on('response', (response) => {
      // An event stream is quiet between events by design: the wait for an answer is over.
      if (String(response.headers['content-type']).startsWith('text/event-stream')) {
        upstream.setTimeout(0);
      }
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
        resolve(timedOut ? 'timedOut' : connected ? 'failed' : 'unreachable');
      }
    });
  });
}

function forwardedHeaders(ctx: Context, target: Target): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const forwardedFor = ctx.get('x-forwarded-for');
  headers['x-forwarded-for'] =
    forwardedFor && ctx.app.proxy ? `${forwardedFor}, ${ctx.ip}` : ctx.ip;
  headers['x-forwarded-proto'] = ctx.protocol;
  headers['x-forwarded-host'] = ctx.host;
  headers.host = target.url.host;
  return headers;
}

function responseHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}
