/**
 * Builds the blocker extension into dist/extension/<browser>/ (unpacked, loadable as is) and a
 * zip of each beside it, which the Pomodoro page offers for download. Runs after the remote's own
 * rspack build, whose clean step empties dist/ first.
 */
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import { manifestFor, type Browser } from './manifest';

const here = __dirname;
// Where to write: dist/extension, or a folder given on the command line (the tests build into one).
const out = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist', 'extension'));
const version = (
  JSON.parse(readFileSync(path.join(here, '..', 'package.json'), 'utf8')) as { version: string }
).version;
const BROWSERS: Browser[] = ['chromium', 'firefox'];

function filesUnder(dir: string, prefix = ''): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) Object.assign(files, filesUnder(full, `${prefix}${entry}/`));
    else files[`${prefix}${entry}`] = readFileSync(full);
  }
  return files;
}

async function buildFor(browser: Browser): Promise<void> {
  const dir = path.join(out, browser);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: ['background', 'bridge', 'blocked-page'].map((name) =>
      path.join(here, 'src', `${name}.ts`),
    ),
    outdir: dir,
    bundle: true,
    format: 'iife',
    target: ['chrome120', 'firefox142'],
    tsconfig: path.join(here, '..', '..', 'tsconfig.base.json'),
    minify: true,
    logLevel: 'warning',
  });
  cpSync(path.join(here, 'static'), dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'manifest.json'),
    `${JSON.stringify(manifestFor(browser, version), null, 2)}\n`,
  );
  // A fixed date inside the zip, so the same sources give the same file.
  const mtime = new Date('2026-01-01T00:00:00Z');
  writeFileSync(path.join(out, `${browser}.zip`), zipSync(filesUnder(dir), { mtime }));
}

async function main(): Promise<void> {
  for (const browser of BROWSERS) await buildFor(browser);
  console.log(`blocker extension: ${BROWSERS.map((b) => path.join(out, `${b}.zip`)).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
