import { readFileSync } from 'node:fs';

/** The remotes, as the registry in @ps/contracts names them (each with its exposed modules). */
const registry = JSON.parse(
  readFileSync(new URL('../contracts/src/remotes.json', import.meta.url), 'utf8'),
);
export const REMOTES = Object.keys(registry);

/** The front ends the gateway serves, in build order: the host first, then its remotes. */
export const FRONT_ENDS = ['shell', ...REMOTES];
