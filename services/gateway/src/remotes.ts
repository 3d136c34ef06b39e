import { REMOTE_NAMES, remoteBasePath, type RemoteName, type RemotesMap } from '@ps/contracts/api';

/** The manifest of a remote this gateway serves itself, from its static root. */
export const localManifestPath = (name: RemoteName) => `${remoteBasePath(name)}mf-manifest.json`;

/**
 * Where each remote's mf-manifest.json lives: REMOTE_MF_LANDING_URL etc. when a remote is hosted
 * elsewhere, else the copy this gateway serves under /remotes/<name>/.
 */
export function remotesFromEnv(env: NodeJS.ProcessEnv = process.env): RemotesMap {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const variable = `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`;
      return [name, env[variable] || localManifestPath(name)];
    }),
  ) as RemotesMap;
}

/** The other origins the browser must be allowed to load remotes from. */
export function remoteOrigins(remotes: RemotesMap): string[] {
  const origins = Object.values(remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
