import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { createApp as createAuthApp } from 'auth-service/app';
import { API } from '@ps/contracts/api';
import { BODY_LIMIT_BYTES } from '@ps/service/body';
import { IMPORT_MAX_BYTES, importResultSchema, YOUR_DATA_API } from '@ps/contracts/your-data';
import { describeEachDatabase } from '@ps/db/testing/databases';
import { areaOf } from '../src/areas';
import { proxyTo } from '../src/proxy';
import { PASSWORD, startGateway, TEST_SESSION_KEYS } from './support/gateway';

/** An own export larger than the JSON body limit: a habit with a long history. */
function largeExport(): string {
  const checkIns = Array.from({ length: 3000 }, (_, i) => ({
    date: new Date(Date.UTC(2010, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    status: 'done',
    value: null,
    note: 'a note long enough to make the file large',
  }));
  const file = JSON.stringify({
    format: 'productivity-suite-export',
    version: 1,
    exportedAt: '2026-01-01T00:00:00.000Z',
    profile: {
      username: 'someone',
      email: null,
      firstName: null,
      lastName: null,
      language: 'en',
      timezone: 'UTC',
      weekStart: null,
      vacation: null,
    },
    settings: null,
    habits: [
      {
        key: 'ps:1:1',
        name: 'Walk',
        description: null,
        schedule: { kind: 'daily' },
        target: null,
        startDate: '2010-01-01',
        isActive: true,
        archived: false,
        position: 0,
        createdAt: '2010-01-01T00:00:00.000Z',
        checkIns,
      },
    ],
    tasks: [],
    focusSessions: [],
  });
  expect(file.length).toBeGreaterThan(BODY_LIMIT_BYTES);
  return file;
}

async function listen(app: http.RequestListener) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

it('routes /api/export and /api/import to the auth service', () => {
  expect(areaOf(YOUR_DATA_API.export)?.key).toBe('auth');
  expect(areaOf(YOUR_DATA_API.import)?.key).toBe('auth');
  expect(areaOf('/api/exports')).toBeUndefined();
});

describeEachDatabase('your data through the gateway', (db) => {
  for (const topology of ['embedded', 'proxied'] as const) {
    it(`${topology}: exports, imports a file past the JSON limit, refuses a zip bomb`, async () => {
      const auth =
        topology === 'proxied'
          ? await listen(
              createAuthApp({ knex: db().knex, sessionKeys: TEST_SESSION_KEYS }).callback(),
            )
          : undefined;
      const gateway = startGateway(db(), {
        upstreams: auth ? { auth: proxyTo([auth.url], 'Sign-in') } : {},
      });
      try {
        const agent = request.agent(gateway.server);
        await agent
          .post(API.signup)
          .send({ username: `mover-${topology}`, password: PASSWORD })
          .expect(201);
        const exported = await agent.get(YOUR_DATA_API.export).expect(200);
        expect(JSON.parse(exported.text)).toMatchObject({ format: 'productivity-suite-export' });

        const imported = await agent
          .post(YOUR_DATA_API.import)
          .set('Content-Type', 'application/octet-stream')
          .send(Buffer.from(largeExport()))
          .expect(200);
        expect(importResultSchema.parse(imported.body).added).toMatchObject({
          habits: 1,
          checkIns: 3000,
        });

        const bomb = await agent
          .post(YOUR_DATA_API.import)
          .set('Content-Type', 'application/octet-stream')
          .set('Content-Encoding', 'gzip')
          .send(gzipSync(Buffer.alloc(IMPORT_MAX_BYTES + 1024, 0x20)))
          .expect(400);
        expect(bomb.body.code).toBe('importTooLarge');
        // Other routes keep the small limit.
        await agent
          .post(API.habits)
          .set('Content-Type', 'application/json')
          .send(largeExport())
          .expect(413);
      } finally {
        await gateway.close();
        await auth?.stop();
      }
    });
  }
});
