import type { Server } from 'node:http';

/**
 * How long a server keeps an idle keep-alive connection open: longer than any client or proxy in
 * front keeps its own (a load balancer's 60 s; the gateway's pooled sockets), so none of them
 * reuses a socket this side has just closed, which it would see as ECONNRESET on a request it
 * had already sent. Node's default is 5 s.
 */
export const IDLE_KEEP_ALIVE_MS = 65_000;

export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
}
