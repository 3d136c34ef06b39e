import knexFactory from 'knex';
import request from 'supertest';
import { OPERATIONS } from '@ps/contracts/openapi/operations';
import { YOUR_DATA_API } from '@ps/contracts/your-data';
import { answerMismatch } from '@ps/db/testing/openapi-answers';
import { serviceRoutes } from '@ps/service/service-app';
import { API } from '@ps/contracts/api';
import { SERVICE_APPS } from '../src/embedded';
import { describeGateway, TEST_SESSION_KEYS } from './support/gateway';

/** The /api routes the gateway answers itself. */
const GATEWAY_ROUTES = [
  `GET ${API.loginRedirect}`,
  `GET ${YOUR_DATA_API.openapi}`,
  `GET ${YOUR_DATA_API.docs}`,
];

describe('the OpenAPI operations table', () => {
  it('lists exactly the routes the services and the gateway answer', () => {
    // Building the apps opens no connection; the routers are all that is read.
    const knex = knexFactory({
      client: 'better-sqlite3',
      useNullAsDefault: true,
      connection: { filename: ':memory:' },
    });
    const registered = Object.values(SERVICE_APPS).flatMap((createApp) =>
      serviceRoutes(createApp({ knex, sessionKeys: TEST_SESSION_KEYS })).map(
        ({ method, path }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`,
      ),
    );
    const documented = OPERATIONS.map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect([...documented].sort()).toEqual([...registered, ...GATEWAY_ROUTES].sort());
    void knex.destroy();
  });

  it('refuses an answer the document does not describe', () => {
    expect(answerMismatch('GET', API.habits, 200, 'application/json', [])).toBeUndefined();
    expect(answerMismatch('GET', API.habits, 200, 'application/json', [{ id: 'x' }])).toMatch(
      /body does not match/,
    );
    expect(answerMismatch('GET', API.habits, 418, 'application/json', {})).toMatch(
      /status not documented/,
    );
    expect(answerMismatch('DELETE', '/api/habits/3', 204, undefined, undefined)).toBeUndefined();
  });
});

describeGateway('the API reference', (gateway) => {
  it('serves the OpenAPI 3.1 document', async () => {
    const response = await request(gateway().server).get(YOUR_DATA_API.openapi).expect(200);
    expect(response.type).toBe('application/json');
    expect(response.body.openapi).toBe('3.1.0');
    expect(
      response.body.paths[`${YOUR_DATA_API.tokens}/{id}`].delete.responses['404'],
    ).toBeDefined();
    expect(Object.keys(response.body.components.securitySchemes)).toEqual(
      expect.arrayContaining(['session', 'personalToken']),
    );
  });

  it('serves a readable page under the CSP: grouped operations, no script', async () => {
    const response = await request(gateway().server).get(YOUR_DATA_API.docs).expect(200);
    expect(response.type).toBe('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.text).not.toMatch(/<script|https?:\/\/(?!localhost)[^"<]*\.(js|css)/);
    expect(response.text).toContain('<h2>Personal access tokens</h2>');
    expect(response.text).toContain(`<span class="path">${YOUR_DATA_API.tokens}/{id}</span>`);
  });
});
