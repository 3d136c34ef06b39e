import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { FOCUS_BLOCKER_PATH } from '@ps/contracts/api';
import { proxyTo } from '../src/proxy';
import { describeEachDatabase } from '@ps/db/testing/databases';
import { startGateway } from './support/gateway';

/** A remote's static host: answers each path with the path it saw. */
async function staticHost(name: string) {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ host: name, path: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describeEachDatabase('remotes served from their own hosts through the gateway', (db) => {
  it('serves /remotes/<name>/ from the remote’s host, prefix removed, on the gateway’s origin', async () => {
    const habits = await staticHost('mf-habits');
    const pomodoro = await staticHost('mf-pomodoro');
    const gateway = startGateway(db(), {
      remoteHosts: {
        'mf-habits': proxyTo([habits.url], 'mf-habits'),
        'mf-pomodoro': proxyTo([pomodoro.url], 'mf-pomodoro'),
      },
    });
    try {
      const agent = request(gateway.server);
      const manifest = await agent.get('/remotes/mf-habits/mf-manifest.json').expect(200);
      expect(manifest.body).toEqual({ host: 'mf-habits', path: '/mf-manifest.json' });
      const chunk = await agent.get('/remotes/mf-habits/assets/a.1234abcd.js?v=1').expect(200);
      expect(chunk.body).toEqual({ host: 'mf-habits', path: '/assets/a.1234abcd.js?v=1' });
      const blocker = await agent.get(FOCUS_BLOCKER_PATH).expect(200);
      expect(blocker.body).toEqual({ host: 'mf-pomodoro', path: FOCUS_BLOCKER_PATH });
      // The browser is told the gateway's own path, so no other origin is needed.
      const remotes = (await agent.get('/remotes.json').expect(200)).body;
      expect(remotes['mf-habits']).toBe('/remotes/mf-habits/mf-manifest.json');
      // A remote without a host of its own is still served from the static root (not built: 503).
      await agent.get('/remotes/mf-tasks/mf-manifest.json').expect(503);
    } finally {
      await gateway.close();
      await habits.close();
      await pomodoro.close();
    }
  });
});
