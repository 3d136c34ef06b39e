import { rspack, type Compiler } from '@rspack/core';

/**
 * Adds `<link rel="preload" as="script">` to the host's index.html for the named chunks the app
 * needs at every start (the shared packages, the kit, the bootstrap and the app). Without them the
 * browser learns of these files only once main.js has arrived and run, one round trip and one
 * script's run later; with them they download beside it. At low priority: main.js and the
 * page's first paint come first, these on the same connections right after.
 */
export class PreloadStartPlugin {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadStartPlugin', (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTags.tapPromise('PreloadStartPlugin', async (data) => {
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        const files = this.chunkNames.flatMap((name) => {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`PreloadStartPlugin: no chunk named '${name}'`);
          return [...chunk.files].filter((file) => file.endsWith('.js'));
        });
        const links = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
            fetchpriority: 'low',
          },
        }));
        data.assetTags.styles.push(...links);
        return data;
      });
    });
  }
}
