import { HOST_BUNDLER_RUNTIME } from '../src/federation-runtime-to-remotes';

type Container = typeof import('../src/federation-runtime-from-host').default;
interface Options {
  name: string;
  version?: string;
  id?: string;
}

const globals = globalThis as Record<string, unknown>;
const remotes = () => Promise.resolve();

/** The host's runtime as remotes find it: instances registered page-wide, as Module Federation's. */
function provideHostRuntime(version = '2.9.2') {
  const registered: { options: Options; initOptions: jest.Mock; loadRemote: () => string }[] = [];
  const runtime = {
    createInstance(options: Options) {
      const instance = { options, initOptions: jest.fn(), loadRemote: () => options.name };
      registered.push(instance);
      return instance;
    },
    getInstance: (finder: (instance: { options: Options }) => boolean) =>
      registered.find(finder) ?? null,
  };
  globals[HOST_BUNDLER_RUNTIME] = {
    version,
    runtime,
    bundlerRuntime: { remotes, S: {} },
    attachShareScopeMap: () => {},
  };
  return registered;
}

/** A remote's container as its remoteEntry.js starts it: a module of its own. */
async function startRemote(): Promise<Container> {
  let container: Container | undefined;
  await jest.isolateModulesAsync(async () => {
    container = (await import('../src/federation-runtime-from-host')).default;
  });
  return container!;
}

beforeEach(() => {
  globals.__PS_FEDERATION_RUNTIME_VERSION__ = '2.9.2';
});
afterEach(() => {
  delete globals[HOST_BUNDLER_RUNTIME];
  delete globals.__PS_FEDERATION_RUNTIME_VERSION__;
});

describe("a remote on the host's federation runtime", () => {
  it('refuses to start outside the shell, saying why', async () => {
    await expect(startRemote()).rejects.toThrow('This remote runs inside the shell');
  });

  it('refuses to start on another version of the runtime, naming both', async () => {
    provideHostRuntime('2.8.0');
    await expect(startRemote()).rejects.toThrow(
      'This remote was built with Module Federation 2.9.2 and the shell runs 2.8.0',
    );
  });

  it("keeps its own instance, options and share scopes, and runs on the host's code", async () => {
    provideHostRuntime();
    const habits = await startRemote();
    const tasks = await startRemote();
    habits.runtime.init({ name: 'mf_habits' });
    tasks.runtime.init({ name: 'mf_tasks' });

    expect(habits.runtime.getInstance()?.options.name).toBe('mf_habits');
    expect(tasks.runtime.getInstance()?.options.name).toBe('mf_tasks');
    expect((habits.runtime.loadRemote as () => string)()).toBe('mf_habits');
    expect(habits.bundlerRuntimeOptions).not.toBe(tasks.bundlerRuntimeOptions);
    expect(habits.bundlerRuntime.S).not.toBe(tasks.bundlerRuntime.S);
    expect((habits.bundlerRuntime as Record<string, unknown>).remotes).toBe(remotes);
    expect(typeof habits.bundlerRuntime.initContainerEntry).toBe('function');
  });

  it('started again, takes up the instance registered for it', async () => {
    const registered = provideHostRuntime();
    const first = (await startRemote()).runtime.init({ name: 'mf_habits' });
    const again = (await startRemote()).runtime.init({ name: 'mf_habits', version: undefined });
    expect(again).toBe(first);
    expect(registered).toHaveLength(1);
    expect(first.initOptions).toHaveBeenCalledWith({ name: 'mf_habits', id: '' });
  });
});
