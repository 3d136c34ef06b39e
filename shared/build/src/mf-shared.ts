import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The one list of Module Federation singletons. The host provides them (hostProvidedSingletons)
 * and every remote takes them from it, so React, MUI, emotion, the query client, react-intl and
 * the project's own web kit exist once on a page. The router is not here: remotes reach the shell's through
 * `@ps/web/router`. Nor are the packages only the kit uses, which come inside the host's build
 * with it: notistack (the kit's toast queue, loaded at the first notice) and zod (only the
 * contracts build schemas, so zod comes with just the parts they use: a shared package comes
 * whole, about 25 KB gzipped of zod against about 10). Apps import zod's types only, which
 * ESLint holds them to.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@tanstack/react-query',
  'react-intl',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@mui/material',
  '@mui/material/',
  '@mui/system',
  '@mui/system/',
  '@ps/web/',
  '@ps/contracts/',
] as const;

export const SHARED_SINGLETONS: readonly string[] = SINGLETONS;

export type SharedConfig = Record<
  string,
  { singleton: true; requiredVersion: string; strictVersion: true; import?: false }
>;

const repoRoot = path.resolve(__dirname, '../../..');

function readManifest(file: string): { version: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(file, 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };
}

/** The installed version of a package (workspaces are linked into the root's node_modules). */
function installedVersion(name: string, workspaceDir: string): string {
  const local = path.join(workspaceDir, 'node_modules', name, 'package.json');
  const hoisted = path.join(repoRoot, 'node_modules', name, 'package.json');
  return readManifest(existsSync(local) ? local : hoisted).version;
}

/**
 * Version checks on: each singleton requires the range the building workspace's package.json
 * declares (or, for one it uses only through another package, a caret range of the installed
 * version), and refuses to run on a copy outside it. A remote built against a newer
 * @ps/contracts than the shell provides then fails loudly instead of running on the old copy.
 */
export function sharedSingletons(workspaceDir: string): SharedConfig {
  const declared = readManifest(path.join(workspaceDir, 'package.json')).dependencies ?? {};
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const name = key.replace(/\/$/, '');
      const requiredVersion = declared[name] ?? `^${installedVersion(name, workspaceDir)}`;
      return [key, { singleton: true, requiredVersion, strictVersion: true }];
    }),
  ) as SharedConfig;
}

/**
 * Singletons no remote takes whole, which the host therefore leaves out of what it provides.
 * MUI's own components import @mui/system's index (Box, Stack, the theme providers); provided,
 * that index would come whole, every export kept (Grid, Container, their styles: 4.5 KB gzipped
 * on every start), where the host's build keeps only the parts its components use. Remotes take
 * @mui/system's modules one by one ('@mui/system/'). Emotion is MUI's styling engine: remotes
 * style through MUI (sx, styled from @mui/material/styles) and the host's MUI is the only one,
 * so emotion's packages stay inside the host's build, cut to what MUI and the theme use. A remote
 * that comes to import one of these fails shared/build/test/shares-provided.test.ts, and it then
 * goes back to the host's provisions, whole.
 */
const NO_REMOTE_TAKES_WHOLE = [
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
];

/** The singletons the host provides to the remotes: all but NO_REMOTE_TAKES_WHOLE. */
export function hostProvidedSingletons(workspaceDir: string): SharedConfig {
  return Object.fromEntries(
    Object.entries(sharedSingletons(workspaceDir)).filter(
      ([key]) => !NO_REMOTE_TAKES_WHOLE.includes(key),
    ),
  );
}

/**
 * A remote's shares, taken from the host only (`import: false`): the remote's build holds no
 * fallback copy of any shared package. A fallback would never run, since the host registers
 * every shared module before a remote loads and the singletons accept no other copy; yet each
 * remote built a hundred and more files of them, and its remoteEntry.js registered them all on
 * start (about 7 KB gzipped per remote, and the work of registering). The host provides every
 * share a remote consumes: shared/build/test/shares-provided.test.ts compares the built manifests.
 */
export function takenFromHost(shared: SharedConfig): SharedConfig {
  return Object.fromEntries(
    Object.entries(shared).map(([key, entry]) => [key, { ...entry, import: false as const }]),
  );
}

/**
 * The host's shares as provisions only (for rspack's ProvideSharedPlugin): each is offered to the
 * remotes under its key, from `import` when given (a file) or else the key itself (a package, or
 * every module under a prefix ending in /). The host's own imports of them stay plain imports: as
 * shares it took each from the share scope like a remote, 150 lookups, version checks and promises
 * at every start for modules it had built itself (the runtime's time on a phone's start: about
 * half). A remote's copy would be the host's anyway, so nothing else changes.
 */
export function providedByHost(shared: Record<string, HostShare>) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, { import: request, ...rest }]) => [
      typeof request === 'string' ? request : key,
      { shareKey: key, ...rest },
    ]),
  );
}

type HostShare = Omit<SharedConfig[string], 'import'> & { import?: string | false };

/**
 * MUI components that only remotes use (in their own code, or through a package of theirs such
 * as @mui/x-charts), provided by the host all the same. Remotes take every shared module from the
 * host (takenFromHost), so a component missing here would leave a remote unable to load. Provided
 * lazily, so nothing here loads before a remote asks for it. shared/build/test/mui-provided.test.ts
 * keeps the list complete.
 */
export const MUI_PROVIDED_FOR_REMOTES = [
  'ButtonBase',
  'CardActions',
  'Checkbox',
  'Collapse',
  'Fab',
  'FormHelperText',
  'LinearProgress',
  'NoSsr',
  'Popper',
  'Skeleton',
  'Slider',
  'Switch',
  'ToggleButton',
  'ToggleButtonGroup',
] as const;

type ProvidedConfig = Record<
  string,
  SharedConfig[string] & { import: string; shareKey: string; version: string }
>;

/**
 * The host's share entries for MUI_PROVIDED_FOR_REMOTES. Given as resolved paths, so they are
 * built although the host never imports them; the ES module files, as every other import of MUI
 * resolves to (require.resolve would pick the CommonJS copy, a second MUI).
 */
export function muiProvidedForRemotes(): ProvidedConfig {
  const manifest = require.resolve('@mui/material/package.json');
  const { version, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    version: string;
    exports: Record<string, { import: { default: string } }>;
  };
  return Object.fromEntries(
    MUI_PROVIDED_FOR_REMOTES.map((component) => {
      const shareKey = `@mui/material/${component}`;
      const file = path.join(path.dirname(manifest), exports[`./${component}`]!.import.default);
      return [
        shareKey,
        {
          import: file,
          shareKey,
          version,
          singleton: true,
          requiredVersion: `^${version}`,
          strictVersion: true,
        },
      ];
    }),
  ) as ProvidedConfig;
}

/**
 * Kit files that never reach a browser: test helpers (test-*, mock-*), the builds' prerender
 * (with the made-up person it draws pages for), the server's drawing of a page with the person's
 * data, and the API description the server serves.
 */
const NOT_FOR_BROWSERS =
  /(^|[\\/])(test-[\w-]+|mock-[\w-]+|prerender|write-first-views|sample-answers|first-view-renderer)\.tsx?$|^openapi[\\/]/;
const KIT_PACKAGES = { '@ps/web': 'shared/web', '@ps/contracts': 'shared/contracts' } as const;

function modulesUnder(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(relative, entry.name);
    if (entry.isDirectory()) return modulesUnder(dir, file);
    return /\.tsx?$/.test(entry.name) && !NOT_FOR_BROWSERS.test(file) ? [file] : [];
  });
}

/**
 * Every browser module of the web kit and the contracts, provided by the host whether or not it
 * imports the module itself. The host's copy then comes in the kit's chunk the page loads at start
 * (or, for what only the pages draw, in the one the first page loads: KIT_PAGES in rspack.ts),
 * instead of each remote fetching its own copy of the modules only remotes use (the habit rules,
 * the timer…) one small file at a time, after its code has arrived.
 */
export function kitProvidedForRemotes(): ProvidedConfig {
  return Object.fromEntries(
    Object.entries(KIT_PACKAGES).flatMap(([name, dir]) => {
      const { version } = readManifest(path.join(repoRoot, dir, 'package.json'));
      const src = path.join(repoRoot, dir, 'src');
      return modulesUnder(src).map((file) => {
        const shareKey = `${name}/${file
          .replace(/\.tsx?$/, '')
          .split(path.sep)
          .join('/')}`;
        const entry = { import: path.join(src, file), shareKey, version, singleton: true };
        return [shareKey, { ...entry, requiredVersion: `^${version}`, strictVersion: true }];
      });
    }),
  ) as ProvidedConfig;
}
