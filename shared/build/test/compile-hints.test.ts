import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@ps/contracts/api';
import { buildStale } from '../../scripts/test/built-tree';

/**
 * The files whose code runs as they load carry Chrome's compile hint on their first line, so
 * Chrome compiles them on a background thread as they download; the files loaded for one use
 * later (a form's MUI components, the toast queue) do not, since most of their code never runs.
 */
const root = path.resolve(__dirname, '../../..');
const HINT = '//# allFunctionsCalledOnLoad\n';

jest.setTimeout(600_000);

beforeAll(buildStale);

const scriptsOf = (app: string) =>
  readdirSync(path.join(root, app, 'dist')).filter((file) => file.endsWith('.js'));
const hinted = (app: string, file: string) =>
  readFileSync(path.join(root, app, 'dist', file), 'utf8').startsWith(HINT);

it("the shell's start files carry the hint, its later files do not", () => {
  const files = scriptsOf('shell');
  const named = (chunk: string) => files.find((file) => file.startsWith(`${chunk}.`))!;
  for (const chunk of ['main', 'vendor-react', 'vendor-mui', 'vendor', 'kit', 'bootstrap', 'app']) {
    expect([chunk, hinted('shell', named(chunk))]).toEqual([chunk, true]);
  }
  for (const chunk of ['mui-later', 'toast-queue', 'messages-en']) {
    expect([chunk, hinted('shell', named(chunk))]).toEqual([chunk, false]);
  }
});

it.each(REMOTE_NAMES)("%s's entry and exposed modules carry the hint", (remote) => {
  const files = scriptsOf(remote).filter((file) =>
    /^(remoteEntry|__federation_expose_\w+\.\w+)\.js$/.test(file),
  );
  expect(files.length).toBeGreaterThan(1);
  expect(files.filter((file) => !hinted(remote, file))).toEqual([]);
});

it("the hinted files' source maps still point at the code's sources", () => {
  const vendor = scriptsOf('shell').find((file) => file.startsWith('vendor.'))!;
  const map = JSON.parse(
    readFileSync(path.join(root, 'shell', 'dist', `${vendor}.map`), 'utf8'),
  ) as {
    mappings: string;
  };
  // The hint is a line of its own: the code's mappings start one line down.
  expect(map.mappings.startsWith(';')).toBe(true);
});
