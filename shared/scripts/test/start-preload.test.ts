import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API, REMOTES_JSON_PATH } from '@ps/contracts/api';
import { APP_START_TEMPLATE_ID } from '@ps/build/app-start';
import { buildStale } from './built-tree';

/**
 * The shell's built index.html preloads what every start of the app needs, so it downloads
 * beside main.js instead of after it has run: the shared packages, the kit, the bootstrap and
 * the app (each link naming a file the build wrote), and the app's first two reads. The app's
 * code waits in a template for the page's first paint (before-paint.js adds it then).
 */
const root = path.resolve(__dirname, '../../..');
const dist = path.join(root, 'shell', 'dist');

jest.setTimeout(600_000);

beforeAll(buildStale);

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
    'vendor-mui',
    'vendor-react',
  ]);
  for (const file of preloaded) expect(existsSync(path.join(dist, file))).toBe(true);
  expect(html).toMatch(/<script[^>]+src="\/main\.[0-9a-f]{8}\.js"/);
});

it("index.html holds the app's code back until the page has painted: in a template, out of the browser's reach", () => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const template = new RegExp(`<template id="${APP_START_TEMPLATE_ID}">(.*?)</template>`).exec(
    html,
  );
  expect(template).not.toBeNull();
  const outside = html.replace(template![0], '');
  expect(outside).not.toMatch(/\bas="script"|src="\/main\./);
  expect(template![1]).toMatch(
    /^<script defer src="\/main\.[0-9a-f]{8}\.js"><\/script>(<link [^>]+>){6}$/,
  );
});

it("index.html asks the app's first reads at once, as the app's own requests make them", () => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const reads = [...html.matchAll(/<link [^>]+>/g)]
    .map(([link]) => link)
    .filter((link) => link.includes('rel="preload"') && link.includes('as="fetch"'));
  // Credentials as each request sends them, else the browser would not hand the answer over.
  expect(reads).toEqual([
    expect.stringContaining(`href="${API.authUser}"`),
    expect.stringContaining(`href="${REMOTES_JSON_PATH}"`),
  ]);
  expect(reads[0]).toContain('crossorigin="use-credentials"');
  // Bare `crossorigin` is "anonymous" (the minifier writes it so).
  expect(reads[1]).toMatch(/\bcrossorigin(="anonymous")?(?=[\s>])/);
});
