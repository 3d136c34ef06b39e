/*
 * Stands in, in a remote's build, for Module Federation's bundler runtime: the remote uses the
 * host's (federation-runtime-to-remotes.ts) instead of shipping its own in remoteEntry.js, about
 * 10 KB gzipped each. What is the container's own stays its own: the options object, the share
 * scopes' map, the code that starts a container (the host has none), and the runtime's one
 * instance per container (the runtime module keeps it in a module variable, and finds it by this
 * build's identifier). A remote loads only into this project's shell, which provides the runtime;
 * one built against another version of it refuses to start, with the reason, rather than run on a
 * mismatched one.
 */
// The host exposes nothing, so its build leaves this part out; a remote brings its own.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
import { HOST_BUNDLER_RUNTIME, type HostBundlerRuntime } from './federation-runtime-to-remotes';

/** Set by the builds (DefinePlugin): the version of Module Federation they were built with. */
declare const __PS_FEDERATION_RUNTIME_VERSION__: string;
/** Set by Module Federation's plugin in every build: the container's name and build. */
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

interface InstanceOptions {
  name: string;
  version?: string;
  id?: string;
}
interface FederationInstance {
  options: InstanceOptions;
  initOptions(options: InstanceOptions): void;
  [method: string]: unknown;
}
interface Runtime {
  createInstance(options: InstanceOptions): FederationInstance;
  getInstance(finder?: (instance: FederationInstance) => boolean): FederationInstance | null;
  [name: string]: unknown;
}

const host = (globalThis as Record<string, unknown>)[HOST_BUNDLER_RUNTIME] as
  HostBundlerRuntime | undefined;
if (!host) {
  throw new Error('This remote runs inside the shell, which provides its federation runtime.');
}
if (host.version !== __PS_FEDERATION_RUNTIME_VERSION__) {
  throw new Error(
    `This remote was built with Module Federation ${__PS_FEDERATION_RUNTIME_VERSION__} and the ` +
      `shell runs ${host.version}: build both with one version.`,
  );
}

const hostRuntime = host.runtime as unknown as Runtime;
const buildId =
  typeof FEDERATION_BUILD_IDENTIFIER === 'undefined' ? '' : FEDERATION_BUILD_IDENTIFIER;
/** This container's instance of the runtime, once `init` has made or found it. */
let instance: FederationInstance | null = null;

/** The instance registered for this build, or for this name (and version), as the runtime finds it. */
function registeredInstance({ name, version }: InstanceOptions) {
  return hostRuntime.getInstance(
    ({ options }) =>
      (buildId !== '' && options.id === buildId) ||
      (options.name === name && (version ? options.version === version : !options.version)),
  );
}

function init(options: InstanceOptions): FederationInstance {
  const normalized = { ...options, id: options.id || '' };
  const registered = registeredInstance(options);
  if (!registered) return (instance = hostRuntime.createInstance(normalized));
  registered.initOptions(normalized);
  instance ??= registered;
  return registered;
}

/** The runtime's calls that act on the container's instance, bound to this container's. */
const onInstance =
  (method: string) =>
  (...args: unknown[]) =>
    (instance![method] as (...args: unknown[]) => unknown).apply(instance, args);

const runtime: Runtime & { init: typeof init } = {
  ...hostRuntime,
  init,
  getInstance: (finder) => (finder ? hostRuntime.getInstance(finder) : instance),
  loadRemote: onInstance('loadRemote'),
  loadShare: onInstance('loadShare'),
  loadShareSync: onInstance('loadShareSync'),
  preloadRemote: onInstance('preloadRemote'),
  registerRemotes: onInstance('registerRemotes'),
  registerPlugins: onInstance('registerPlugins'),
  registerShared: onInstance('registerShared'),
};

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
