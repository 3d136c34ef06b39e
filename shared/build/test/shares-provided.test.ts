import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@ps/contracts/api';
import {
  EXPOSE_CHUNK_PREFIX,
  MANIFEST_FILE,
  type FrontEndManifest,
  type SharedModule,
} from '@ps/contracts/remote-manifest';
import { buildStale } from '../../scripts/test/built-tree';

/**
 * Remotes take every shared module from the host and build no copy of their own (takenFromHost
 * in @ps/build/mf-shared). So, in the built front ends as the gateway serves them: each module a
 * remote's manifest consumes is one the shell's manifest provides (else the remote would fail to
 * load), and no remote's files hold React's or MUI's code.
 */
const root = path.resolve(__dirname, '../../..');

jest.setTimeout(600_000);

function manifestOf(app: string): FrontEndManifest {
  const file = path.join(root, app, 'dist', MANIFEST_FILE);
  return JSON.parse(readFileSync(file, 'utf8')) as FrontEndManifest;
}

const names = (modules: SharedModule[]) => modules.map(({ name }) => name);

/** Code found in one module of each package (as shared/bench/signed-in.ts counts copies). */
const PACKAGE_CODE = { 'react-dom': '__reactContainer$', '@mui/material': 'MuiTouchRipple' };

beforeAll(buildStale);

it('the shell takes nothing from the share scope itself: its own imports are plain imports', () => {
  // Each module taken from the share scope costs a lookup, a version check and a promise at
  // start; the shell provides its modules to the remotes and uses them directly.
  const shell = manifestOf('shell');
  expect(shell.provides.length).toBeGreaterThan(0);
  expect(shell.consumes).toEqual([]);
});

it("the shell does not provide MUI's styling internals whole: no remote takes them", () => {
  // Provided, a package comes whole, every export kept; inside the shell's build only what MUI
  // and the theme use is kept. A remote that comes to import one fails the test below.
  const provided = names(manifestOf('shell').provides);
  for (const name of ['@mui/system', '@emotion/react', '@emotion/styled', '@emotion/cache']) {
    expect({ name, provided: provided.includes(name) }).toEqual({ name, provided: false });
  }
});

describe.each(REMOTE_NAMES)('%s, as built', (remote) => {
  it('consumes only shared modules the shell provides', () => {
    const provided = new Set(names(manifestOf('shell').provides));
    const { consumes, provides } = manifestOf(remote);
    expect(consumes.length).toBeGreaterThan(0);
    expect(names(consumes).filter((name) => !provided.has(name))).toEqual([]);
    // Nor does a remote put anything in the share scope: the shell's copies are the only ones.
    expect(provides).toEqual([]);
  });

  it('says, for each module it exposes, files that exist and shared modules it consumes', () => {
    // The shell asks for these ahead of the container's own `get`: a wrong list would download
    // files for nothing (or the wrong ones); the container would still load what it needs.
    const { exposes = {}, consumes } = manifestOf(remote);
    const consumed = new Set(names(consumes));
    expect(Object.keys(exposes).length).toBeGreaterThan(0);
    for (const [module, { files, shared }] of Object.entries(exposes)) {
      const exposeFile = `${EXPOSE_CHUNK_PREFIX}${module.slice(2)}.`;
      expect({ module, hasExposeFile: files.some((file) => file.startsWith(exposeFile)) }).toEqual({
        module,
        hasExposeFile: true,
      });
      const missing = files.filter((file) => !existsSync(path.join(root, remote, 'dist', file)));
      expect({ module, missing }).toEqual({ module, missing: [] });
      expect(shared.length).toBeGreaterThan(0);
      expect({ module, notConsumed: shared.filter((name) => !consumed.has(name)) }).toEqual({
        module,
        notConsumed: [],
      });
    }
  });

  it("holds no copy of React's or MUI's code", () => {
    const dist = path.join(root, remote, 'dist');
    const scripts = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    for (const marker of Object.values(PACKAGE_CODE)) {
      const copies = scripts.filter((file) =>
        readFileSync(path.join(dist, file), 'utf8').includes(marker),
      );
      expect({ marker, copies }).toEqual({ marker, copies: [] });
    }
  });
});
