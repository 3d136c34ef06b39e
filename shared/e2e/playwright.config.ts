import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from './chromium';

/** Paths are the repository's: the suite runs from its root (npm run test:e2e). */
const root = path.resolve(__dirname, '../..');
const port = Number(process.env.E2E_PORT || 3100);
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), 'ps-e2e-'));

const chromium = { executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_ARGS };

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
const BLOCKER = /blocker\.spec\.ts$/;
const DEV_LOOP = /dev\.spec\.ts$/;

export default defineConfig({
  testDir: __dirname,
  outputDir: path.join(root, 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // Under CI a test that fails is run once more: two cores shared by two workers, a browser and the
  // server sometimes miss a timed promise by a hair. It still counts, as flaky, and the closing
  // summary names it (shared/scripts/test-summary.mjs); failing twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // Under CI a test.only left in by mistake fails the run instead of skipping everything else.
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: path.join(root, 'reports/playwright.json') }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker fetches for the page, out of reach of page.route, and at install it
    // downloads every remote's files. The tests that are about it (offline, redeploy) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: DESKTOP,
      testIgnore: [BLOCKER, DEV_LOOP],
    },
    {
      // The blocker's promises are timed (blocking lifts within 2 s of a pause or a sign-out), and
      // its tests share one browser with the extension: they run in order, one at a time, with
      // nothing else competing for the two cores.
      name: 'blocker',
      use: DESKTOP,
      testMatch: BLOCKER,
      fullyParallel: false,
      dependencies: ['desktop'],
    },
    {
      // `npm run dev` builds every front end in watch mode: a minute of both cores. Run beside
      // the others, it starves the tests that time what a person sees within a second or two,
      // so it runs last.
      name: 'after the others',
      use: DESKTOP,
      testMatch: DEV_LOOP,
      dependencies: ['blocker'],
    },
  ],
  webServer: {
    command: 'npm start -w gateway',
    cwd: root,
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      BCRYPT_ROUNDS: '10',
      // Every test signs up or enters the demo from this one address; the limits themselves are
      // proven by the HTTP suite.
      THROTTLE_SIGNUPS_PER_ADDRESS: '100000',
      DEMO_SANDBOXES_PER_VISITOR: '100000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
