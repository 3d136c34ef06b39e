import type { FrontEndManifest } from '@ps/contracts/remote-manifest';
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
