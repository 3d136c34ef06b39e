import type { ComponentType } from 'react';
import { containerName } from '@ps/build/container-name';
import { REMOTES_JSON_PATH } from '@ps/contracts/api';
import { pageLanguage } from '@ps/web/intl';
import { REMOTE_EXPOSES, type ExposedModuleExports, type RemoteName } from '@ps/web/remotes';
import { loadExposed } from './containers';

/** Where each remote's mf-manifest.json lives, as /remotes.json says (absolute URLs). */
const entries = new Map<RemoteName, string>();

function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTE_EXPOSES, name);
}

/** remotes.json maps names to manifest URLs; unknown names and non-strings are ignored. */
export function parseRemotesJson(json: unknown, base: string): [RemoteName, string][] {
  if (!json || typeof json !== 'object') return [];
  return Object.entries(json).flatMap(([name, entry]) =>
    isRemoteName(name) && typeof entry === 'string' ? [[name, new URL(entry, base).href]] : [],
  ) as [RemoteName, string][];
}

/** Exposed modules already loaded, by `remote/module`: a slot shows them without a loading state. */
const loadedModules = new Map<string, ComponentType<unknown>>();

/** A remote the gateway does not list: its slots show the unavailable panel. */
export class RemoteNotListedError extends Error {
  constructor(remote: RemoteName) {
    super(`${remote} is not listed in /remotes.json`);
    this.name = 'RemoteNotListedError';
  }
}

/**
 * The one place the shell loads remotes (through ./containers, which meets Module Federation), so
 * tests replace it (jest.spyOn(remoteLoader, 'load')).
 */
export const remoteLoader = {
  /** Reads /remotes.json (never from a cache) and notes where every listed remote is. */
  async registerFromServer(url = REMOTES_JSON_PATH): Promise<void> {
    try {
      const res = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
      for (const [remote, entry] of parseRemotesJson(await res.json(), window.location.href)) {
        entries.set(remote, entry);
      }
    } catch (error) {
      // Every slot then shows its unavailable panel; the shell itself still works.
      console.error(`Could not read ${url}`, error);
    }
  },

  /** The exposed module's default export, a React component, with its texts in the page's language. */
  async load<P>(remote: RemoteName, module: string): Promise<ComponentType<P>> {
    const entry = entries.get(remote);
    if (!entry) throw new RemoteNotListedError(remote);
    const exports = await loadExposed<ExposedModuleExports<P>>(
      containerName(remote),
      entry,
      module,
    );
    if (!exports?.default) throw new Error(`${remote}/${module} has no default export`);
    await exports.loadTexts?.(pageLanguage());
    loadedModules.set(`${remote}/${module}`, exports.default as ComponentType<unknown>);
    return exports.default;
  },

  /** The module if an earlier load() has brought it, for a first render without a spinner. */
  loaded<P>(remote: RemoteName, module: string): ComponentType<P> | undefined {
    return loadedModules.get(`${remote}/${module}`) as ComponentType<P> | undefined;
  },
};
