/** The file each front end's build writes beside its code, and the gateway serves. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** The file a remote's container is in, the one the shell runs first (its manifest names it). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** A shared module, with the version a build provides or the range it requires. */
export interface SharedModule {
  name: string;
  version: string;
}

/** The chunk a remote's build puts each exposed module in, followed by the module's name. */
export const EXPOSE_CHUNK_PREFIX = '__federation_expose_';

/**
 * What the container asks for when one of its exposed modules is first taken: its own files
 * (relative to the manifest) and the shared modules they import from the share scope.
 */
export interface ExposeLoad {
  files: string[];
  shared: string[];
}

/**
 * What a front end's manifest says: a remote's entry file (relative to the manifest), which the
 * shell loads from wherever the manifest is, and the shared modules the build puts in the share
 * scope (the shell) and takes from it (the remotes). A remote's says too what each exposed module
 * (`./PomodoroPage`) loads, so the shell can ask for it ahead, in tasks of its own.
 */
export interface FrontEndManifest {
  name: string;
  remoteEntry?: string;
  provides: SharedModule[];
  consumes: SharedModule[];
  exposes?: Record<string, ExposeLoad>;
}
