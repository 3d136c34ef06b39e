import federation from '@module-federation/webpack-bundler-runtime';
import registerHostSharesOnce from '../src/federation-register-once';

type Plugins = ReturnType<typeof registerHostSharesOnce>[];
const globals = globalThis as Record<string, unknown>;
const share = { version: '1.0.0', singleton: true, requiredVersion: '^1.0.0', strictVersion: true };
const factory = () => () => ({});

/**
 * A host as its entry file starts it: the runtime created with the build's shares, then the
 * start's first consumes installed. Answers how often the shares were registered after the start.
 */
function registrationsAfterStart(name: string, plugins: Plugins): number {
  const webpackRequire = {
    initializeSharingData: {
      scopeToSharingDataMapping: { default: [{ name: '@ps/web/api', factory, ...share }] },
    },
    consumesLoadingData: { moduleIdToConsumeDataMapping: {}, initialConsumes: [] },
    federation: {} as Record<string, unknown>,
  };
  globals.__webpack_require__ = webpackRequire;
  const instance = federation.runtime!.createInstance({
    name,
    remotes: [],
    shared: { '@ps/web/api': { version: share.version, get: factory, shareConfig: share } },
    plugins,
  });
  webpackRequire.federation.instance = instance;
  const registerShared = jest.spyOn(instance, 'registerShared');
  federation.bundlerRuntime!.installInitialConsumes!({
    webpackRequire,
    installedModules: {},
    initialConsumes: [],
    moduleToHandlerMapping: {},
  } as never);
  return registerShared.mock.calls.length;
}

afterEach(() => delete globals.__webpack_require__);

it("registers the host's shares once: not again when the start's first consumes are installed", () => {
  // Without the plugin, Module Federation registers the same shares a second time.
  expect(registrationsAfterStart('host-as-built', [])).toBe(1);
  expect(registrationsAfterStart('host', [registerHostSharesOnce()])).toBe(0);
});
