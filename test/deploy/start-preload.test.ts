import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shell's built index.html preloads what every start of the app needs, so those files
 * download beside main.js instead of after it has run: the shared packages, the kit, the
 * bootstrap and the app. Each link names a file the build wrote.
 */
const root = path.resolve(__dirname, '../..');
const dist = path.join(root, 'shell', 'dist');

jest.setTimeout(600_000);

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-stale.mjs'], { cwd: root, stdio: 'ignore' });
});

it('index.html preloads the chunks every start needs, files that exist', () => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link [^>]+>/g)]
    .map(([link]) => link)
    .filter((link) => link.includes('rel="preload"') && link.includes('as="script"'))
    .map((link) => /href="\/([^"]+)"/.exec(link)![1]!);
  expect(preloaded.map((file) => file.replace(/\.[0-9a-f]{8}\.js$/, '')).sort()).toEqual([
    'app',
    'bootstrap',
    'kit',
    'vendor',
  ]);
  for (const file of preloaded) expect(existsSync(path.join(dist, file))).toBe(true);
  expect(html).toMatch(/<script[^>]+src="\/main\.[0-9a-f]{8}\.js"/);
});
