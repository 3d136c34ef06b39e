import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import request from 'supertest';
import type { Knex } from 'knex';
import type { ServiceDeps } from '@ps/service/service-app';
import { SESSION_COOKIE, sessionMiddleware, signIn } from '@ps/service/session';
import { toDbTimestamp } from '@ps/service/timestamps';
import { describeEachDatabase, type TestDatabase } from './databases';
import { withAnswerCheck } from './openapi-answers';

export const TEST_SESSION_KEYS = ['test-session-key'];

/** Where the harness signs a user in; no service answers under this prefix. */
const SIGN_IN_PATH = '/__test__/sign-in/';

/** Profile fields a test may give its user; the rest take the schema's defaults. */
export interface TestUserFields {
  timezone?: string;
  language?: string;
}

export interface TestUser {
  /** A client carrying the user's session cookie. */
  agent: request.Agent;
  user: { id: number; username: string };
  /** The session cookie as a `Cookie` header, for clients other than supertest (fetch, streams). */
  cookie: string;
}

export interface TestService {
  db: TestDatabase;
  knex: Knex;
  server: Server;
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  origin(): string;
  /** A client without a session. */
  anonymous(): request.Agent;
  /**
   * A new user, signed in. Accounts belong to the auth service, so the row is written directly:
   * the service under test reads only the session and the user's id, zone and language. Usernames
   * are made unique per call.
   */
  signUp(username?: string, fields?: TestUserFields): Promise<TestUser>;
  /** Signing out, as the auth service does it: the session's row goes, and what hangs on it. */
  signOut(user: TestUser): Promise<void>;
}

/**
 * One service's own app on a fresh database, listening on an ephemeral port, with a side door
 * that signs a user in through the same session store every service reads.
 */
export function startService(
  db: TestDatabase,
  createApp: (deps: ServiceDeps) => Koa,
): TestService & { close(): Promise<void> } {
  // Every answer is checked against the OpenAPI document.
  const service = withAnswerCheck(
    createApp({ knex: db.knex, sessionKeys: TEST_SESSION_KEYS }),
  ).callback();
  const signInApp = signInDoor(db.knex);
  const server = createServer((req, res) =>
    req.url?.startsWith(SIGN_IN_PATH) ? signInApp(req, res) : service(req, res),
  ).listen(0);
  let counter = 0;
  return {
    db,
    knex: db.knex,
    server,
    origin: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    anonymous: () => request.agent(server),
    async signUp(name = 'user', fields = {}) {
      counter += 1;
      const username = `${name}${counter}`;
      const [id] = await db.knex('users').insert({
        username,
        password: 'not-used-by-services',
        timezone: fields.timezone ?? 'UTC',
        language: fields.language ?? 'en',
        created_at: toDbTimestamp(),
        updated_at: toDbTimestamp(),
      });
      const agent = request.agent(server);
      const response = await agent.post(`${SIGN_IN_PATH}${id}`).expect(204);
      const cookie = response.headers['set-cookie'] as unknown as string[];
      return {
        agent,
        user: { id: Number(id), username },
        cookie: cookie.map((header) => header.split(';')[0]).join('; '),
      };
    },
    async signOut({ cookie }) {
      const sid = new URLSearchParams(cookie.replaceAll('; ', '&')).get(SESSION_COOKIE);
      await db.knex('sessions').where('sid', sid).delete();
    },
    close: async () => {
      // Event streams a test left open would keep the server alive.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function signInDoor(knex: Knex) {
  const app = new Koa({ keys: TEST_SESSION_KEYS });
  app.use(sessionMiddleware(app, knex));
  app.use(async (ctx) => {
    await signIn(ctx, Number(ctx.path.slice(SIGN_IN_PATH.length)));
    ctx.status = 204;
  });
  return app.callback();
}

/**
 * `describe` once per configured database with the service over a fresh database; the body gets
 * an accessor for it.
 */
export function describeService(
  title: string,
  createApp: (deps: ServiceDeps) => Koa,
  body: (service: () => TestService) => void,
): void {
  describeEachDatabase(title, (db) => {
    let service: ReturnType<typeof startService>;
    beforeAll(() => {
      service = startService(db(), createApp);
    });
    afterAll(async () => {
      await service?.close();
    });
    body(() => service);
  });
}
