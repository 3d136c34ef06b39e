import type { FrontEndManifest } from '@ps/contracts/remote-manifest';
import { SLICE_MS } from '@ps/web/answer-preparations';
import { loadExposed, SHARE_SCOPES_GLOBAL, type Container } from '../src/remotes/containers';

/**
 * The bundler's sharing API, as the shell's build defines it: the share scope the shell fills
 * with its provided modules, handed to each container it starts.
 */
const shareScopes = { default: { react: {} } };
const initSharing = jest.fn(async () => {});
Object.assign(globalThis, {
  __webpack_init_sharing__: initSharing,
  __webpack_share_scopes__: shareScopes,
});

const MANIFEST_URL = 'https://cdn.example/habits/mf-manifest.json';
const manifest: FrontEndManifest = {
  name: 'mf_habits',
  remoteEntry: 'remoteEntry.js',
  provides: [],
  consumes: [],
};

/** A container as a remote's entry script leaves it on the page. */
function fakeContainer(): Container {
  return {
    init: jest.fn(),
    get: jest.fn(async (module: string) => () => ({ default: `component of ${module}` })),
  };
}

/**
 * jsdom downloads no script: each one the loader adds either "fails to download" or "runs",
 * leaving `container` on the page, in the order `outcomes` says.
 */
function scriptsThat(outcomes: ('fail' | Container)[]) {
  const added: string[] = [];
  const observer = new MutationObserver((changes) => {
    for (const node of changes.flatMap((change) => [...change.addedNodes])) {
      if (!(node instanceof HTMLScriptElement)) continue;
      added.push(node.src);
      const outcome = outcomes.shift();
      if (outcome === 'fail' || !outcome) {
        node.dispatchEvent(new Event('error'));
      } else {
        Object.assign(window, { mf_habits: outcome });
        node.dispatchEvent(new Event('load'));
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return { added, stop: () => observer.disconnect() };
}

/** An answer as fetch gives it (jsdom has no Response). */
const answer = (status: number, statusText: string, body: unknown) =>
  ({ ok: status < 300, status, statusText, json: async () => body }) as Response;
const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => answer(200, 'OK', manifest));
beforeEach(() => {
  Object.assign(globalThis, { fetch: fetchMock });
  fetchMock.mockClear();
});

it('starts a container from the entry its manifest names, on the shell’s share scope', async () => {
  const container = fakeContainer();
  const scripts = scriptsThat([container]);

  const exports = await loadExposed('mf_habits', MANIFEST_URL, 'TodayHabitsCard');

  expect(exports).toEqual({ default: 'component of ./TodayHabitsCard' });
  // As the gateway's preload asked for it, so the preloaded answer is the one used.
  expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL, { credentials: 'same-origin' });
  expect(scripts.added).toEqual(['https://cdn.example/habits/remoteEntry.js']);
  expect(initSharing).toHaveBeenCalledWith('default');
  expect(container.init).toHaveBeenCalledWith(shareScopes.default);
  expect((window as unknown as Record<string, unknown>)[SHARE_SCOPES_GLOBAL]).toBe(shareScopes);

  // The next module of the same remote comes from the started container: nothing downloads.
  await loadExposed('mf_habits', MANIFEST_URL, 'HabitsPage');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(scripts.added).toHaveLength(1);
  expect(container.init).toHaveBeenCalledTimes(1);
  scripts.stop();
});

it('downloads a failed entry afresh at the next attempt (Try again)', async () => {
  const url = 'https://cdn.example/other/mf-manifest.json';
  const container = fakeContainer();
  const scripts = scriptsThat(['fail', container]);

  await expect(loadExposed('mf_habits', url, 'TodayHabitsCard')).rejects.toThrow(
    'Could not load https://cdn.example/other/remoteEntry.js',
  );
  // The failed script is gone from the page, so the browser does not answer from it again.
  expect(document.head.querySelector('script[src*="/other/"]')).toBeNull();

  await expect(loadExposed('mf_habits', url, 'TodayHabitsCard')).resolves.toEqual({
    default: 'component of ./TodayHabitsCard',
  });
  expect(scripts.added).toHaveLength(2);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  scripts.stop();
});

it('refuses a manifest that answers with an error, and names it', async () => {
  fetchMock.mockResolvedValueOnce(answer(404, 'Not Found', 'gone'));
  await expect(
    loadExposed('mf_habits', 'https://cdn.example/gone/mf-manifest.json', 'TodayHabitsCard'),
  ).rejects.toThrow('https://cdn.example/gone/mf-manifest.json: 404 Not Found');
});

/** Keeps the thread busy for `ms`, as a module's first run does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Spinning, as a module's code would.
  }
}

it('runs the shared modules a container took in tasks of their own, before its module', async () => {
  const events: string[] = [];
  let turns = 0;
  const interval = setInterval(() => (turns += 1), 0);
  /** A shell-provided module, as the share scope holds it: `loaded` once a container took it. */
  const shared = (name: string, loaded: boolean) => ({
    loaded: loaded ? 1 : undefined,
    get: async () => () => {
      events.push(`${name} ran after ${turns} turns`);
      busy(SLICE_MS + 2);
    },
  });
  const scope = shareScopes.default as Record<string, unknown>;
  Object.assign(scope, {
    '@mui/material/Alert': { '9.0.0': shared('Alert', true) },
    '@ps/contracts/timer': { '0.1.0': shared('timer', true) },
    '@mui/material/Dialog': { '9.0.0': shared('Dialog', false) },
  });
  const container: Container = {
    init: jest.fn(),
    get: jest.fn(async () => () => {
      events.push(`page ran after ${turns} turns`);
      return { default: 'PomodoroPage' };
    }),
  };
  const scripts = scriptsThat([container]);

  const url = 'https://cdn.example/pomodoro/mf-manifest.json';
  await loadExposed('mf_habits', url, 'PomodoroPage');
  clearInterval(interval);

  // Each taken module ran once, in a task after the last one's, and the page's module after
  // them all; the module no container took (Dialog) did not run.
  expect(events.map((event) => event.split(' ')[0])).toEqual(['Alert', 'timer', 'page']);
  const turnsAt = events.map((event) => Number(/after (\d+)/.exec(event)![1]));
  expect(turnsAt[1]!).toBeGreaterThan(turnsAt[0]!);
  expect(turnsAt[2]!).toBeGreaterThan(turnsAt[1]!);

  // A second module of the same page runs no shared module again.
  await loadExposed('mf_habits', url, 'PomodoroCard');
  expect(events.filter((event) => !event.startsWith('page'))).toHaveLength(2);
  for (const name of Object.keys(scope)) if (name !== 'react') delete scope[name];
  scripts.stop();
});

it('starts a container in a task after the one its entry loaded in', async () => {
  let turns = 0;
  const interval = setInterval(() => (turns += 1), 0);
  let startedAfter = -1;
  const container: Container = {
    init: jest.fn(() => void (startedAfter = turns)),
    get: jest.fn(async () => () => ({ default: 'StatsRow' })),
  };
  const scripts = scriptsThat([container]);
  let loadedAfter = -1;
  document.head.addEventListener('load', () => void (loadedAfter = turns), true);

  await loadExposed('mf_habits', 'https://cdn.example/progress/mf-manifest.json', 'StatsRow');
  clearInterval(interval);

  expect(loadedAfter).toBeGreaterThanOrEqual(0);
  expect(startedAfter).toBeGreaterThan(loadedAfter);
  scripts.stop();
});

it('fails the load when a shared module the container took throws, as the container would', async () => {
  const scope = shareScopes.default as Record<string, unknown>;
  scope['@ps/web/broken'] = {
    '0.1.0': {
      loaded: 1,
      get: async () => () => {
        throw new Error('broken at its first run');
      },
    },
  };
  const container: Container = {
    init: jest.fn(),
    get: jest.fn(async () => () => ({ default: 'TasksPage' })),
  };
  const scripts = scriptsThat([container]);

  await expect(
    loadExposed('mf_habits', 'https://cdn.example/tasks/mf-manifest.json', 'TasksPage'),
  ).rejects.toThrow('broken at its first run');
  delete scope['@ps/web/broken'];
  scripts.stop();
});

it("asks ahead, in tasks of their own, for the files the container's get of a module would ask for", async () => {
  let turns = 0;
  const interval = setInterval(() => (turns += 1), 0);
  const asked: string[] = [];
  /** A shell-provided module: its files are asked for when the share scope's `get` is called. */
  const shared = (name: string) => ({
    get: jest.fn(async () => {
      asked.push(`${name} after ${turns} turns`);
      return () => ({});
    }),
  });
  const scope = shareScopes.default as Record<string, unknown>;
  const alert = shared('Alert');
  const slider = shared('Slider');
  Object.assign(scope, {
    '@mui/material/Alert': { '9.0.0': alert },
    '@mui/material/Slider': { '9.0.0': slider },
  });
  const url = 'https://cdn.example/ahead/mf-manifest.json';
  const files = ['473.abc.js', '__federation_expose_TasksPage.def.js'];
  fetchMock.mockResolvedValueOnce(
    answer(200, 'OK', {
      ...manifest,
      exposes: { './TasksPage': { files, shared: ['@mui/material/Alert'] } },
    }),
  );
  let initAfter = -1;
  let scriptsAtGet: string[] = [];
  const container: Container = {
    init: jest.fn(() => void (initAfter = turns)),
    get: jest.fn(async () => {
      scriptsAtGet = [...document.scripts].map((script) => script.src);
      asked.push(`get after ${turns} turns`);
      return () => ({ default: 'TasksPage' });
    }),
  };
  // The entry runs and leaves the container; the files asked ahead download (no event here),
  // but the module's own file fails, and is taken away for the bundler to add and fail itself.
  const observer = new MutationObserver((changes) => {
    for (const node of changes.flatMap((change) => [...change.addedNodes])) {
      if (!(node instanceof HTMLScriptElement)) continue;
      if (node.src.endsWith('remoteEntry.js')) {
        Object.assign(window, { mf_habits: container });
        node.dispatchEvent(new Event('load'));
      } else if (node.src.includes('__federation_expose_')) {
        setTimeout(() => node.dispatchEvent(new Event('error')), 50);
      }
    }
  });
  observer.observe(document.head, { childList: true });

  await loadExposed('mf_habits', url, 'TasksPage');
  clearInterval(interval);

  // The module's shared modules were asked for (not taken: nothing marks them loaded, and
  // nothing runs them), the others not; then its files; then the container's get.
  expect(asked.map((event) => event.split(' ')[0])).toEqual(['Alert', 'get']);
  expect(slider.get).not.toHaveBeenCalled();
  expect(
    (scope['@mui/material/Alert'] as Record<string, { loaded?: unknown }>)['9.0.0']!.loaded,
  ).toBeUndefined();
  const turnsAt = asked.map((event) => Number(/after (\d+)/.exec(event)![1]));
  expect(turnsAt[0]!).toBeGreaterThan(initAfter);
  expect(scriptsAtGet).toEqual(
    expect.arrayContaining(files.map((file) => `https://cdn.example/ahead/${file}`)),
  );
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(document.querySelector('script[src*="__federation_expose_TasksPage"]')).toBeNull();
  expect(document.querySelector('script[src$="/ahead/473.abc.js"]')).not.toBeNull();
  observer.disconnect();
  delete scope['@mui/material/Alert'];
  delete scope['@mui/material/Slider'];
});
