import path from 'node:path';
import { FIRST_VIEW_SLOT, remoteBasePath, type RemoteName } from '@ps/contracts/api';
import { composedFrom } from './prerendered-page';

/** What a remote's build says of itself in mf-manifest.json, as far as loading it goes. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/** By exposed module, the files the browser asks for to show it: remoteEntry.js, the module's. */
function filesByModule(json: string): Map<string, string[]> {
  try {
    const manifest = JSON.parse(json) as RemoteManifest;
    const entry = manifest.metaData?.remoteEntry;
    if (typeof entry?.name !== 'string') return new Map();
    const entryFile = path.posix.join(typeof entry.path === 'string' ? entry.path : '', entry.name);
    return new Map(
      (manifest.exposes ?? []).flatMap(({ name, assets }) => {
        const sync = assets?.js?.sync;
        if (typeof name !== 'string' || !Array.isArray(sync)) return [];
        const own = sync.filter((file): file is string => typeof file === 'string');
        return [[name, [entryFile, ...own]]];
      }),
    );
  } catch {
    return new Map();
  }
}

const link = (href: string, as: 'fetch' | 'script') =>
  as === 'fetch'
    ? `<link rel="preload" href="${href}" as="fetch" crossorigin>`
    : `<link rel="preload" href="${href}" as="script" fetchpriority="low">`;

/**
 * Preload links for the remote modules the page's slots show, where the gateway serves the remote
 * from `root`: its mf-manifest.json, its remoteEntry.js and the module's files, as the remote's
 * build listed them. The browser fetches them while the app's own code starts, instead of once
 * the app asks for the module: on a phone on a slow network, round trips saved before the page's
 * content draws. Links the federation runtime's own requests match (the manifest fetched as CORS,
 * the scripts as plain script tags), so nothing is downloaded twice.
 */
export async function remoteModulePreloads(
  html: string,
  root: string,
  localRemotes: readonly RemoteName[],
): Promise<string> {
  const slots = [...new Set([...html.matchAll(FIRST_VIEW_SLOT)].map(([, slot]) => slot!))];
  const links = await Promise.all(
    slots.map(async (slot) => {
      const [remote, module] = slot.split('/') as [RemoteName, string];
      if (!localRemotes.includes(remote)) return [];
      const manifest = path.join(root, remote, 'dist', 'mf-manifest.json');
      const files = (await composedFrom([manifest], ([json]) => filesByModule(json!)))?.get(module);
      const base = remoteBasePath(remote);
      return files?.length
        ? [`${base}mf-manifest.json`, ...files.map((file) => `${base}${file}`)]
        : [];
    }),
  );
  const hrefs = [...new Set(links.flat())];
  return hrefs.map((href) => link(href, href.endsWith('.json') ? 'fetch' : 'script')).join('');
}
