import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The one list of Module Federation singletons. Every front end's rspack config shares exactly
 * these, so React, MUI, emotion, the query client, react-intl, notistack and the
 * project's own web kit exist once on a page, whichever app loaded first. The router is not here:
 * remotes reach the shell's through `@ps/web/router`.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@tanstack/react-query',
  'react-intl',
  'notistack',
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

export type SharedConfig = Record<
  string,
  { singleton: true; requiredVersion: false; strictVersion: false }
>;

export function sharedSingletons(): SharedConfig {
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      { singleton: true, requiredVersion: false, strictVersion: false },
    ]),
  ) as SharedConfig;
}

/**
 * MUI components that only remotes use, provided by the host all the same. The host registers
 * its shared modules first, so every remote runs the host's copy. MUI imports its internals
 * (ButtonBase, TouchRipple, transitions…) by relative path, which is never shared: a remote
 * running its own Checkbox would bring a second copy of them. Provided lazily, so nothing here
 * loads before a remote asks for it. test/deploy/mui-provided.test.ts keeps the list complete.
 */
export const MUI_PROVIDED_FOR_REMOTES = [
  'Alert',
  'CardActions',
  'Checkbox',
  'Chip',
  'Collapse',
  'DialogContentText',
  'Fab',
  'FormControlLabel',
  'LinearProgress',
  'Skeleton',
  'Slider',
  'Switch',
  'Tab',
  'Tabs',
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
          requiredVersion: false,
          strictVersion: false,
        },
      ];
    }),
  ) as ProvidedConfig;
}
