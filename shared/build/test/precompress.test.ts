import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PrecompressPlugin } from '@ps/build/precompress';

/**
 * The build writes a brotli and a gzip copy beside each file worth compressing, for the servers
 * to send as they are; a file smaller than one TCP segment, or one no browser downloads as text,
 * gets none. Driven through the one hook it uses, with the assets a build would have emitted.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'ps-precompress-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type AfterEmit = (compilation: unknown) => Promise<void>;

function emitWith(assets: Record<string, Buffer>): Promise<void> {
  let afterEmit: AfterEmit | undefined;
  const compiler = {
    hooks: { afterEmit: { tapPromise: (_name: string, hook: AfterEmit) => (afterEmit = hook) } },
  };
  new PrecompressPlugin().apply(compiler as unknown as Parameters<PrecompressPlugin['apply']>[0]);
  return afterEmit!({
    outputOptions: { path: work },
    getAssets: () =>
      Object.entries(assets).map(([name, content]) => ({
        name,
        source: { buffer: () => content },
      })),
  });
}

it('writes name.br and name.gz that decode to the built file, and none for a tiny or binary file', async () => {
  const big = Buffer.from(
    `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`,
  );
  await emitWith({
    'vendor.0123abcd.js': big,
    'main.js': Buffer.from('console.log(1);'),
    'icons/icon-192.png': Buffer.alloc(5000, 7),
  });
  const file = (name: string) => path.join(work, name);
  expect(brotliDecompressSync(readFileSync(file('vendor.0123abcd.js.br')))).toEqual(big);
  expect(gunzipSync(readFileSync(file('vendor.0123abcd.js.gz')))).toEqual(big);
  expect(readFileSync(file('vendor.0123abcd.js.br')).length).toBeLessThan(big.length / 3);
  expect(existsSync(file('main.js.br'))).toBe(false);
  expect(existsSync(file('icons/icon-192.png.br'))).toBe(false);
});
