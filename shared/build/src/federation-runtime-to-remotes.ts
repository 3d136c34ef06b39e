/*
 * A runtime plugin of the host's Module Federation: hands the host's bundler runtime (the code
 * that loads remotes' chunks and shared modules for a container, with the runtime's SDK under it)
 * to the remotes, which are built without their own copy (federation-runtime-from-host.ts). Its
 * functions take the container they work for as an argument, so one copy serves every container
 * on the page.
 */

/** The global the host leaves its bundler runtime under, for the remotes. */
export const HOST_BUNDLER_RUNTIME = '__PS_FEDERATION_BUNDLER_RUNTIME__';

/** The parts of the bundler runtime a container's `__webpack_require__.federation` holds. */
export interface BundlerRuntimeParts {
  runtime: Record<string, unknown>;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}

export interface HostBundlerRuntime extends BundlerRuntimeParts {
  /** The version of Module Federation the host was built with. */
  version: string;
}

/** Set by the builds (DefinePlugin): the version of Module Federation they were built with. */
declare const __PS_FEDERATION_RUNTIME_VERSION__: string;
declare const __webpack_require__: { federation: BundlerRuntimeParts };

export default function provideBundlerRuntimeToRemotes() {
  return {
    name: 'ps-provide-bundler-runtime-to-remotes',
    beforeInit<T>(args: T): T {
      // By now the host's container holds the bundler runtime's parts.
      const { runtime, bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      const host: HostBundlerRuntime = {
        version: __PS_FEDERATION_RUNTIME_VERSION__,
        runtime,
        bundlerRuntime,
        attachShareScopeMap,
      };
      (globalThis as Record<string, unknown>)[HOST_BUNDLER_RUNTIME] ??= host;
      return args;
    },
  };
}
