import type { Server } from 'node:http';

export interface ShutdownOptions {
  name: string;
  /** How long requests in flight may take to finish before their connections are cut. */
  deadlineMs?: number;
  /** Release resources once no request is running (close the database pool, stop timers). */
  onClose?: () => Promise<void> | void;
  log?: (line: string) => void;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (idle
 * keep-alive connections are closed at once, busy ones when their response is done or at the
 * deadline), then run `onClose` and exit. A second signal exits at once.
 */
export function installGracefulShutdown(
  server: Server,
  options: ShutdownOptions,
): () => Promise<void> {
  const { name, deadlineMs = 10_000, onClose, log = console.log } = options;
  let stopping: Promise<void> | undefined;

  const stop = () => {
    stopping ??= (async () => {
      log(`${name}: shutting down`);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      const deadline = new Promise<void>((resolve) =>
        setTimeout(() => {
          server.closeAllConnections();
          resolve();
        }, deadlineMs).unref(),
      );
      server.closeIdleConnections();
      await Promise.race([closed, deadline]);
      clearInterval(idleSweep);
      await onClose?.();
      log(`${name}: stopped`);
    })();
    return stopping;
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`${name}: error while stopping after ${signal}`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return stop;
}
