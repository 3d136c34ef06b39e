import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  isRunning,
  launch,
  stopProcess,
  waitUntilAnswering,
  type UnitProcess,
} from '../distributed/child-process';

/**
 * The container images run each unit as one esbuild bundle (shared/scripts/distributed/bundle.mjs), not
 * from the TypeScript sources every other test starts. No Docker engine runs here, so this builds
 * the bundles the Dockerfile builds and runs them as its CMD does (`node main.js`, the packages
 * the bundle leaves outside found in node_modules): the migration job, a service and the gateway
 * on a fresh SQLite folder, and the static host on a front end's files.
 */
const root = path.resolve(__dirname, '../../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'ps-bundles-'));
const dataDir = path.join(work, 'data');
// The image installs the external packages beside main.js; here they are the repository's.
const runtimeEnv = {
  ...process.env,
  NODE_PATH: path.join(root, 'node_modules'),
  DATA_DIR: dataDir,
};
const running: UnitProcess[] = [];

jest.setTimeout(120_000);

afterAll(async () => {
  await Promise.all(running.map((unit) => stopProcess(unit)));
  rmSync(work, { recursive: true, force: true });
});

function bundle(unit: string): string {
  const out = path.join(work, unit, 'main.js');
  execFileSync(process.execPath, ['shared/scripts/distributed/bundle.mjs', unit, out], {
    cwd: root,
  });
  return out;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function start(unit: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const main = bundle(unit);
  const started = launch(
    {
      label: unit,
      port: await freePort(),
      folder: path.dirname(main),
      entry: path.basename(main),
      compiled: true,
      env: { ...runtimeEnv, ...env },
    },
    () => {},
  );
  running.push(started);
  const base = `http://127.0.0.1:${started.port}`;
  await waitUntilAnswering(`${base}/health`, { alive: () => isRunning(started) });
  return base;
}

it('the migration job migrates and exits 0, and can undo the newest migration', () => {
  const main = bundle('migrate');
  const up = spawnSync(process.execPath, [main], { env: runtimeEnv, encoding: 'utf8' });
  expect([up.status, up.stdout]).toEqual([0, expect.stringContaining('schema is up to date')]);
  const down = spawnSync(process.execPath, [main, 'down'], { env: runtimeEnv, encoding: 'utf8' });
  expect([down.status, down.stdout]).toEqual([
    0,
    expect.stringContaining('newest migration undone'),
  ]);
});

it('a service answers its health check and guards its routes', async () => {
  const base = await start('habits');
  expect((await fetch(`${base}/api/habits`)).status).toBe(401);
});

it('the gateway signs a user up (bcrypt, the session store) and serves the API', async () => {
  const base = await start('gateway', { STATIC_ROOT: work });
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bundled', password: 'secret123' }),
  });
  expect(signup.status).toBe(201);
  const cookie = signup.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
  expect(await me.json()).toMatchObject({ username: 'bundled' });
});

it('the static host serves a front end with its client-side routes', async () => {
  const dist = path.join(work, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  const base = await start('static', { DIST_DIR: dist, SPA_FALLBACK: '1' });
  const page = await fetch(`${base}/habits`);
  expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('<title>shell')]);
});
