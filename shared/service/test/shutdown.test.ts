import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installGracefulShutdown } from '../src/shutdown';

describe('graceful shutdown', () => {
  afterEach(() => {
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
  });

  it('lets a request in flight finish, refuses new connections, then closes resources', async () => {
    const events: string[] = [];
    const server = http.createServer((_, res) => {
      setTimeout(() => {
        events.push('answered');
        res.end('done');
      }, 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const stop = installGracefulShutdown(server, {
      name: 'test',
      log: () => undefined,
      onClose: () => {
        events.push('closed');
      },
    });

    const inFlight = fetch(url).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = stop();
    await expect(fetch(url)).rejects.toThrow();
    expect(await inFlight).toBe('done');
    await stopped;
    expect(events).toEqual(['answered', 'closed']);
  });

  it('cuts connections still busy at the deadline', async () => {
    const server = http.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const stop = installGracefulShutdown(server, {
      name: 'test',
      deadlineMs: 200,
      log: () => undefined,
    });
    const hanging = fetch(url).catch(() => 'cut');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await hanging).toBe('cut');
  });
});
