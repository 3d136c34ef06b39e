import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MUI_PROVIDED_FOR_REMOTES } from '@ps/build/mf-shared';

/**
 * The host must provide every MUI component a front end imports (see MUI_PROVIDED_FOR_REMOTES):
 * either the shell imports it itself, or it is on that list. Remotes build no copy of a shared
 * module, so a component missing from both would leave a remote unable to load. This reads the
 * sources, for a quick answer; shared/build/test/shares-provided.test.ts checks the built manifests.
 */
const root = path.resolve(__dirname, '../../..');
const MUI_IMPORT = /from ['"]@mui\/material\/([A-Z]\w*)['"]/g;

function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const sourceFiles = (dir: string) => filesUnder(dir, /\.tsx?$/);

function muiComponentsIn(files: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(MUI_IMPORT)) found.add(match[1]!);
  }
  return found;
}

/** The shell's own files and the web-kit modules they import: all of it is in the host's build. */
function shellBuildFiles(): string[] {
  const own = sourceFiles(path.join(root, 'shell/src'));
  const kit = new Map(
    sourceFiles(path.join(root, 'shared/web/src')).map((file) => [
      path.basename(file).replace(/\.tsx?$/, ''),
      file,
    ]),
  );
  const used = own.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '@ps\/web\/([\w-]+)'/g)].map(([, name]) =>
      kit.get(name!)!,
    ),
  );
  return [...own, ...new Set(used)];
}

const remotes = readdirSync(root).filter((name) => name.startsWith('mf-'));

/**
 * The ES modules of the packages remotes declare that import MUI themselves (@mui/x-charts'
 * tooltip imports Popper and NoSsr): those imports are shared too, so the host provides them.
 */
function dependencyModules(): string[] {
  const dependencies = new Set(
    remotes.flatMap((remote) =>
      Object.keys(
        (
          JSON.parse(readFileSync(path.join(root, remote, 'package.json'), 'utf8')) as {
            dependencies?: Record<string, string>;
          }
        ).dependencies ?? {},
      ),
    ),
  );
  return [...dependencies]
    .filter((name) => name.startsWith('@mui/x-'))
    .flatMap((name) => filesUnder(path.join(root, 'node_modules', name), /\.mjs$/));
}

const byShell = muiComponentsIn(shellBuildFiles());
const byRemotes = muiComponentsIn([
  ...[...remotes.map((name) => `${name}/src`), 'shared/web/src'].flatMap((dir) =>
    sourceFiles(path.join(root, dir)),
  ),
  ...dependencyModules(),
]);
const providedForRemotes = new Set<string>(MUI_PROVIDED_FOR_REMOTES);

describe('MUI components the host provides', () => {
  it('cover every component a remote or the web kit imports', () => {
    const missing = [...byRemotes].filter((c) => !byShell.has(c) && !providedForRemotes.has(c));
    expect(missing).toEqual([]);
  });

  it('list only components the shell does not import already, and that are still used', () => {
    const needless = MUI_PROVIDED_FOR_REMOTES.filter((c) => byShell.has(c) || !byRemotes.has(c));
    expect(needless).toEqual([]);
  });
});
