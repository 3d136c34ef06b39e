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
