/*
 * The shell's side of Module Federation: a remote is a container, a script (its remoteEntry.js)
 * that leaves an object named after the remote on the page. The shell starts each container on
 * its own share scope, where it has put React, MUI, the query client and the web kit, so a remote's
 * modules run on the shell's copies of them; the container then hands out the modules it exposes.
 * The remote's manifest, beside its entry, says where the entry is; it is fetched first so the
 * gateway can preload it with the page.
 */
import type { FrontEndManifest } from '@ps/contracts/remote-manifest';
import { browserTurn, mapInSlices } from '@ps/web/answer-preparations';

/** Set by the bundler: puts the shell's provided modules into the named share scope. */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
/** Set by the bundler: the shell's share scopes, by name. */
declare const __webpack_share_scopes__: Record<string, unknown>;

const SHARE_SCOPE = 'default';

/**
 * Where the page's share scopes can be read from outside the bundle (the bench checks that each
 * shared package loaded from one container only): `{ default: { react: { '19.2.0': … } } }`.
 */
export const SHARE_SCOPES_GLOBAL = '__PS_SHARE_SCOPES__';

/** A version of a shared module in a share scope, as the bundler's sharing code writes it. */
interface SharedVersion {
  get(): Promise<() => unknown> | (() => unknown);
  /** Set once a container has taken this version. */
  loaded?: unknown;
}

export interface Container {
  init(shareScope: unknown): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

/** A started container, with what its manifest says and the address its files are under. */
interface Started {
  container: Container;
  manifest: FrontEndManifest;
  entryUrl: string;
}

/** Each container being started or started, by the URL of its manifest. */
const containers = new Map<string, Promise<Started>>();

/** Runs the script at `src` once; rejects if it fails to download. */
function runScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // Removed, so a new attempt adds a fresh script that downloads again.
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
}

async function start(name: string, manifestUrl: string): Promise<Started> {
  // As the gateway's preload fetched it (same-origin credentials), so that download is used.
  const response = await fetch(manifestUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${manifestUrl}: ${response.status} ${response.statusText}`);
  const manifest = (await response.json()) as FrontEndManifest;
  if (!manifest.remoteEntry) throw new Error(`${manifestUrl} names no remote entry`);
  const entryUrl = new URL(manifest.remoteEntry, new URL(manifestUrl, document.baseURI)).href;
  await runScript(entryUrl);
  // The entry ran in the task that loaded it; the container's start (its chunks asked for, the
  // shared modules it takes found) is a few milliseconds more, in a task of its own.
  await browserTurn();
  const container = (window as unknown as Record<string, Container | undefined>)[name];
  if (!container) throw new Error(`${manifest.remoteEntry} defined no container ${name}`);
  await __webpack_init_sharing__(SHARE_SCOPE);
  (window as unknown as Record<string, unknown>)[SHARE_SCOPES_GLOBAL] = __webpack_share_scopes__;
  await container.init(__webpack_share_scopes__[SHARE_SCOPE]);
  return { container, manifest, entryUrl };
}

/** The share scope the shell and the containers share: its versions of each module, by name. */
const shareScope = () =>
  __webpack_share_scopes__[SHARE_SCOPE] as Record<string, Record<string, SharedVersion>>;

/**
 * Asks ahead, a few at a time with the browser's turn between, for what the container's `get` of
 * `module` would ask for all at once: the shell's files of the shared modules it imports, and its
 * own files. Adding a script to the page costs the page's thread about half a millisecond here, and
 * a page's module needs five or so: inside `get`, one long task. The bundler's loader then finds
 * each file asked for already (a shared module's chunk underway, or a script element with the
 * file's address) and adds none. A manifest that says nothing of the module changes nothing.
 */
async function askAheadFor({ manifest, entryUrl }: Started, module: string): Promise<void> {
  const load = manifest.exposes?.[`./${module}`];
  if (!load) return;
  const scope = shareScope();
  // The container's start has had its task.
  await browserTurn();
  await mapInSlices(load.shared, (name) => {
    // Asked for only: the container's own `get` takes the module, and meets any failure.
    for (const version of Object.values(scope[name] ?? {})) {
      void Promise.resolve(version.get()).catch(noop);
    }
  });
  await mapInSlices(load.files, (file) => addScriptAhead(new URL(file, entryUrl).href));
  await browserTurn();
}

/**
 * A script element for `src`, as the bundler's loader would add it, unless the page has one. One
 * that fails is taken away again, so the loader adds its own and meets the failure itself rather
 * than waiting on an element whose error has passed.
 */
function addScriptAhead(src: string): void {
  if ([...document.scripts].some((script) => script.getAttribute('src') === src)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.onerror = () => script.remove();
  document.head.append(script);
}

function noop() {}

/** The shared modules already run ahead of the containers that took them. */
const ranAhead = new WeakSet<SharedVersion>();

/**
 * Runs the shell's shared modules that containers have taken (MUI's components, the kit, the
 * contracts' schemas) a few milliseconds at a time, with the browser's turn between. A container
 * runs each one the first time one of its modules imports it: without this, inside its exposed
 * module's first run, one task of 10 to 18 ms of CPU on this machine for a page (a long task on a
 * phone, about 2 to 5 ms once they ran ahead). A module runs once and keeps its exports, so the
 * container then finds it ready. A shared module that throws fails the load here, as it would
 * have failed the container's run (the bundler keeps no failed module aside to throw again), and
 * the slot shows its unavailable panel.
 */
async function runTakenSharedModulesAhead(): Promise<void> {
  const scope = shareScope();
  const taken = Object.values(scope)
    .flatMap((versions) => Object.values(versions))
    .filter((version) => version.loaded && !ranAhead.has(version));
  for (const version of taken) ranAhead.add(version);
  const factories = await Promise.all(taken.map((version) => version.get()));
  // The container's start has had this task.
  await browserTurn();
  await mapInSlices(factories, (factory) => factory());
  await browserTurn();
}

/**
 * The module `module` ('TodayHabitsCard') of the container `name`, whose manifest is at
 * `manifestUrl`. A container that failed to start is started afresh at the next call, so Try
 * again downloads what failed; the bundler retries a chunk that failed the same way.
 */
export async function loadExposed<T>(name: string, manifestUrl: string, module: string) {
  let container = containers.get(manifestUrl);
  if (!container) {
    container = start(name, manifestUrl);
    containers.set(manifestUrl, container);
    container.catch(() => containers.delete(manifestUrl));
  }
  const started = await container;
  await askAheadFor(started, module);
  const factory = await started.container.get(`./${module}`);
  await runTakenSharedModulesAhead();
  return factory() as T;
}
