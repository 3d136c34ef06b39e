import { REMOTE_NAMES, remoteBasePath, type RemoteName, type RemotesMap } from '@ps/contracts/api';
import { MANIFEST_FILE } from '@ps/contracts/remote-manifest';

/** The manifest of a remote this gateway serves itself, from its static root. */
export const localManifestPath = (name: RemoteName) => `${remoteBasePath(name)}${MANIFEST_FILE}`;

/**
 * Where each remote's mf-manifest.json lives: REMOTE_MF_LANDING_URL etc. when a remote is hosted
 * elsewhere, else the copy this gateway serves under /remotes/<name>/.
 */
export function remotesFromEnv(env: NodeJS.ProcessEnv = process.env): RemotesMap {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[remoteVariable(name, 'URL')] || localManifestPath(name)]),
  ) as RemotesMap;
}

/**
 * Remotes whose files the gateway fetches from their own static host (REMOTE_MF_HABITS_HOST=
 * http://mf-habits:8080, an address only the gateway reaches) and serves under /remotes/<name>/,
 * so the browser needs no other public origin.
 */
export function remoteHostsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(
    REMOTE_NAMES.flatMap((name) => {
      const host = env[remoteVariable(name, 'HOST')];
      return host ? [[name, host]] : [];
    }),
  );
}

const remoteVariable = (name: RemoteName, suffix: 'URL' | 'HOST') =>
  `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_${suffix}`;

/** The other origins the browser must be allowed to load remotes from. */
export function remoteOrigins(remotes: RemotesMap): string[] {
  const origins = Object.values(remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
