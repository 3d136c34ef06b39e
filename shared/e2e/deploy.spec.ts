import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dropDatabase, ensureDatabase, withDatabase } from '../scripts/distributed/database';
import {
  runMigrations,
  startTopology,
  type RunningTopology,
} from '../scripts/distributed/launch-topology';

/*
 * The distributed topology in the browser: the shell from its own host through the gateway, each
 * remote from its own static host. A remote whose host goes down shows its slot as unavailable
 * while the rest of the app works; once the host is back, the slot's retry loads it.
 */

const mysqlUrl = process.env.MYSQL_URL;
const BASE_PORT = Number(process.env.E2E_DISTRIBUTED_BASE_PORT || 4230);
const SLOW = { timeout: 60_000 };

test.skip(!mysqlUrl, 'MYSQL_URL is not set: the distributed topology runs on MySQL');
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let topology: RunningTopology | undefined;
const databaseUrl = withDatabase(
  mysqlUrl ?? 'mysql://localhost/unused',
  `ps_e2e_${randomBytes(4).toString('hex')}`,
);

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await ensureDatabase(databaseUrl);
  const log = () => {};
  await runMigrations({ databaseUrl, log });
  topology = await startTopology({
    basePort: BASE_PORT,
    databaseUrl,
    sessionKeys: 'e2e-distributed-key',
    log,
    env: { BCRYPT_ROUNDS: '10' },
  });
});

test.afterAll(async () => {
  await topology?.stop();
  if (mysqlUrl) await dropDatabase(databaseUrl);
});

test('a remote whose host is stopped is unavailable alone, and comes back on retry', async ({
  page,
}) => {
  // The name the browser knows the remotes' hosts by, so the session cookie is the page's own.
  const origin = topology!.gatewayUrl.replace('127.0.0.1', 'localhost');
  const signUp = await page.request.post(`${origin}/api/auth/signup`, {
    data: { username: `dist${randomBytes(3).toString('hex')}`, password: 'secret123' },
  });
  expect(signUp.status()).toBe(201);

  await page.goto(`${origin}/habits`);
  await expect(page.getByText('No habits yet')).toBeVisible(SLOW);

  await topology!.kill('mf-habits', 'SIGTERM');
  await page.reload();
  const unavailable = page.getByTestId('remote-unavailable');
  await expect(unavailable).toBeVisible(SLOW);
  await expect(unavailable).toHaveAttribute('data-remote', /^mf-habits\//);
  // The shell and the other remotes keep working.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.goto(`${origin}/progress`);
  await expect(page.getByText('Last 30 days', { exact: true })).toBeVisible(SLOW);
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);

  await page.goto(`${origin}/habits`);
  await expect(unavailable).toBeVisible(SLOW);
  await topology!.restart('mf-habits');
  await unavailable.getByRole('button').click();
  await expect(page.getByText('No habits yet')).toBeVisible(SLOW);
  await expect(unavailable).toHaveCount(0);
});
