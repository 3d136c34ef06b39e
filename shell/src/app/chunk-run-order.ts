import { nextTask } from './next-task';

/** The part of the bundler's runtime a module can reach: `e` loads a chunk for an `import()`. */
declare const __webpack_require__: { e: (chunkId: string | number) => Promise<unknown> };

/**
 * The modules of a chunk an `import()` waited for run in a task of their own, after the one that
 * evaluated the chunk's file. The bundler resolves the import in the microtasks of the file's own
 * task, so a large file's evaluation and the modules it unblocks (MUI's styling engine, say)
 * held the page's thread in one task: on a phone, one of the longest after the first paint. Split,
 * each part is half as long, and a tap or a frame can come between them.
 */
export function runChunkModulesInTheirOwnTask(): void {
  const ensureChunk = __webpack_require__.e;
  __webpack_require__.e = (chunkId) => ensureChunk(chunkId).then(nextTask);
}
