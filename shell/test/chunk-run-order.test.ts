import { runChunkModulesInTheirOwnTask } from '../src/app/chunk-run-order';

type Runtime = { e: (chunkId: string | number) => Promise<unknown> };
const runtime = globalThis as unknown as { __webpack_require__?: Runtime };

afterEach(() => {
  delete runtime.__webpack_require__;
});

it("runs a loaded chunk's modules in a task after the one that evaluated its file", async () => {
  // The bundler's own `e`: resolved as the chunk's file is evaluated.
  runtime.__webpack_require__ = { e: () => Promise.resolve() };
  runChunkModulesInTheirOwnTask();
  let modulesRan = false;
  const loaded = runtime.__webpack_require__.e('vendor-mui').then(() => (modulesRan = true));
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  // Every microtask of the file's task has run, and the modules have not.
  expect(modulesRan).toBe(false);
  await loaded;
  expect(modulesRan).toBe(true);
});

it('passes a chunk that fails to load on as the same failure', async () => {
  const failure = new Error('Loading chunk 7 failed');
  runtime.__webpack_require__ = { e: () => Promise.reject(failure) };
  runChunkModulesInTheirOwnTask();
  await expect(runtime.__webpack_require__.e(7)).rejects.toBe(failure);
});
