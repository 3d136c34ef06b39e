import {
  FIRST_VIEW_SLOT,
  firstViewSlotParts,
  LOADS_WHEN_NEAR_MARK,
  type RemoteName,
} from '@ps/contracts/api';
import { localManifestPath } from './remotes';

/**
 * Preload links for the manifests of the remotes the page's slots show, where the gateway serves
 * them: the federation runtime's first request for a remote, which otherwise waits for the app's
 * code to start. Fetched as the runtime fetches it (CORS, same-origin credentials), so it is
 * downloaded once. Only the manifests: a script preload that fails (a network blip) answers every
 * later load of its file in the page with the same failure, so a remote's Try again could never
 * load it; a failed fetch preload is not reused.
 * In the phone's frame, a slot that waits for a scroll (LOADS_WHEN_NEAR_MARK) starts below the
 * screen: its remote is preloaded only if another slot of the page shows it at once.
 */
export function remoteManifestPreloads(
  html: string,
  localRemotes: readonly RemoteName[],
  { phoneFrame }: { phoneFrame: boolean },
): string {
  const remotes = new Set(
    [...html.matchAll(FIRST_VIEW_SLOT)]
      .filter(([, , waiting]) => !(phoneFrame && waiting!.includes(LOADS_WHEN_NEAR_MARK)))
      .map(([, slot]) => firstViewSlotParts(slot!)[0]),
  );
  return [...remotes]
    .filter((remote) => localRemotes.includes(remote))
    .map(
      (remote) => `<link rel="preload" href="${localManifestPath(remote)}" as="fetch" crossorigin>`,
    )
    .join('');
}
