import { FIRST_VIEW_SLOT, firstViewSlotParts, type RemoteName } from '@ps/contracts/api';
import { localManifestPath } from './remotes';

/**
 * Preload links for the manifests of the remotes the page's slots show, where the gateway serves
 * them: the federation runtime's first request for a remote, which otherwise waits for the app's
 * code to start. Fetched as the runtime fetches it (CORS, same-origin credentials), so it is
 * downloaded once. Only the manifests: a script preload that fails (a network blip) answers every
 * later load of its file in the page with the same failure, so a remote's Try again could never
 * load it; a failed fetch preload is not reused.
 */
export function remoteManifestPreloads(html: string, localRemotes: readonly RemoteName[]): string {
  const remotes = new Set(
    [...html.matchAll(FIRST_VIEW_SLOT)].map(([, slot]) => firstViewSlotParts(slot!)[0]),
  );
  return [...remotes]
    .filter((remote) => localRemotes.includes(remote))
    .map(
      (remote) => `<link rel="preload" href="${localManifestPath(remote)}" as="fetch" crossorigin>`,
    )
    .join('');
}
