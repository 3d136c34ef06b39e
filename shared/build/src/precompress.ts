import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing ahead: text the browser downloads, above one TCP segment. */
const COMPRESSIBLE = /\.(js|css|json|svg|webmanifest)$/;
const MIN_BYTES = 1400;

/**
 * Writes `name.br` (brotli at its best quality) and `name.gz` (gzip level 9) beside each built
 * file the browser downloads. The servers send these as they are: the strongest compression,
 * paid for once per build instead of a fast, weaker one on every request (brotli 11 makes the
 * shared packages' chunk about a quarter smaller than the on-the-fly quality 4).
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path!;
      await Promise.all(
        compilation.getAssets().map(async ({ name, source }) => {
          if (!COMPRESSIBLE.test(name)) return;
          const content = source.buffer();
          if (content.length < MIN_BYTES) return;
          const file = path.join(outputPath, name);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}
