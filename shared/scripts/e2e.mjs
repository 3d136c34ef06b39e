/**
 * The browser suite: builds the stale front ends, then Playwright against the gateway serving
 * them, exactly as `npm start` does. Needs Debian's Chromium. Without it the suite is skipped
 * with a notice, unless REQUIRE_E2E=1 (set by .ci/run) or CI is set, which make a missing browser
 * a failure.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONFIG = 'shared/e2e/playwright.config.ts';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const message = `Browser suite: no Chromium at ${chromium} (apt-get install -y chromium).`;
  if (process.env.REQUIRE_E2E === '1' || process.env.CI) {
    console.error(`${message} The browser suite is required here, so this fails.`);
    process.exit(1);
  }
  console.warn(`${message} Skipping the browser suite; .ci/run makes it mandatory.`);
  process.exit(0);
}

execFileSync('node', ['shared/scripts/build-stale.mjs'], { cwd: root, stdio: 'inherit' });
const result = spawnSync('npx', ['playwright', 'test', '-c', CONFIG, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
if (result.error) console.error(`Browser suite: could not run Playwright: ${result.error.message}`);
process.exit(result.status ?? 1);
