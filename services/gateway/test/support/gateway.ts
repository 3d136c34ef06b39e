import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { API } from '@ps/contracts/api';
import { userSchema, type User } from '@ps/contracts/auth';
import { createGateway, type GatewayOptions } from '../../src/app';
import { AREAS, type AreaKey } from '../../src/areas';
import { mountedApp, SERVICE_APPS } from '../../src/embedded';
import { signedInUserOf } from '../../src/prerendered-frame';
import { remotesFromEnv } from '../../src/remotes';
import { describeEachDatabase, type TestDatabase } from '@ps/db/testing/databases';
import { withAnswerCheck } from '@ps/db/testing/openapi-answers';
import { TEST_SESSION_KEYS } from '@ps/db/testing/service';

export { TEST_SESSION_KEYS };

// Tests only: the production default is 12.
process.env.BCRYPT_ROUNDS ??= '4';
// Test files sign in to the demo many times from one address; the demo limits' own tests set theirs.
process.env.DEMO_SANDBOXES_PER_VISITOR ??= '1000';

export const PASSWORD = 'secret123';

export interface TestGateway {
  db: TestDatabase;
  /** Where the fake front-end builds go (shell/dist, <remote>/dist). */
  staticRoot: string;
  knex: Knex;
  app: Koa;
  server: Server;
  /** A client without a session. */
  anonymous(): request.Agent;
  /** A client signed up (and so signed in) as a new user; usernames are made unique per call. */
  signUp(username?: string): Promise<{ agent: request.Agent; user: User }>;
}

/**
 * The gateway with every service mounted in-process on `db`, listening on an ephemeral port.
 * Every /api answer, the gateway's own and the services', is checked against the OpenAPI document.
 */
export function startGateway(
  db: TestDatabase,
  overrides: Partial<Omit<GatewayOptions, 'upstreams'>> & {
    upstreams?: Partial<Record<AreaKey, Middleware>>;
  } = {},
): TestGateway & { close(): Promise<void> } {
  const staticRoot = mkdtempSync(path.join(os.tmpdir(), 'ps-static-'));
  const embedded = Object.fromEntries(
    AREAS.map((area) => [
      area.key,
      mountedApp(
        withAnswerCheck(SERVICE_APPS[area.key]({ knex: db.knex, sessionKeys: TEST_SESSION_KEYS })),
      ),
    ]),
  ) as Record<AreaKey, Middleware>;
  const app = createGateway({
    staticRoot,
    remotes: remotesFromEnv({}),
    log: false,
    // Test files sign up many users from one address; the throttle's own tests set its limits.
    throttle: { signUpsPerAddress: 10_000, failuresPerAddress: 10_000 },
    signedInUser: signedInUserOf(db.knex, TEST_SESSION_KEYS),
    ...overrides,
    upstreams: { ...embedded, ...overrides.upstreams },
  });
  withAnswerCheck(app);
  const server = app.listen(0);
  let counter = 0;
  const gateway: TestGateway = {
    db,
    staticRoot,
    knex: db.knex,
    app,
    server,
    anonymous: () => request.agent(server),
    async signUp(username = 'user') {
      counter += 1;
      const agent = request.agent(server);
      const response = await agent
        .post(API.signup)
        .send({ username: `${username}${counter}`, password: PASSWORD })
        .expect(201);
      return { agent, user: userSchema.parse(response.body) };
    },
  };
  return {
    ...gateway,
    close: async () => {
      // Event streams a test left open would keep the server (and the focus poll) alive.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(staticRoot, { recursive: true, force: true });
    },
  };
}

/**
 * `describe` once per configured database with a gateway over a fresh database; the body gets an
 * accessor for it.
 */
export function describeGateway(title: string, body: (gateway: () => TestGateway) => void): void {
  describeEachDatabase(title, (db) => {
    let gateway: ReturnType<typeof startGateway>;
    beforeAll(() => {
      gateway = startGateway(db());
    }, 60_000);
    afterAll(async () => {
      await gateway?.close();
    });
    body(() => gateway);
  });
}
