/** The file each front end's build writes beside its code, and the gateway serves. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** The file a remote's container is in, the one the shell runs first (its manifest names it). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** A shared module, with the version a build provides or the range it requires. */
export interface SharedModule {
  name: string;
  version: string;
}

/**
 * What a front end's manifest says: a remote's entry file (relative to the manifest), which the
 * shell loads from wherever the manifest is, and the shared modules the build puts in the share
 * scope (the shell) and takes from it (the remotes).
 */
export interface FrontEndManifest {
  name: string;
  remoteEntry?: string;
  provides: SharedModule[];
  consumes: SharedModule[];
}
