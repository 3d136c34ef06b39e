import { rspack, type Compiler } from '@rspack/core';
import { APP_START_TEMPLATE_ID } from './app-start';

type Tag = {
  tagName: string;
  voidTag: boolean;
  attributes: Record<string, string | boolean | null | undefined>;
};

/**
 * The host's index.html asks for the app's code once the page is painted, all of it at once:
 * main.js and `<link rel="preload" as="script">` for the named chunks every start needs (the
 * shared packages, the kit, the bootstrap and the app), which would otherwise be learnt of only
 * once main.js has arrived and run, one round trip and one script's run later.
 *
 * They sit in a `<template>`, which the browser neither fetches nor runs; before-paint.js adds
 * them to the page after its first frame. Every page arrives painted (the landing page, or a
 * signed-in page's first view, drawn by the gateway), so the code is not needed to show it: on a
 * slow phone connection the half megabyte of JavaScript no longer shares the line with the page
 * itself, and the page shows as soon as its own bytes are in.
 */
export class PreloadStartPlugin {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadStartPlugin', (compilation) => {
      let start = '';
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTags.tapPromise('PreloadStartPlugin', async (data) => {
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        const files = this.chunkNames.flatMap((name) => {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`PreloadStartPlugin: no chunk named '${name}'`);
          return [...chunk.files].filter((file) => file.endsWith('.js'));
        });
        const links: Tag[] = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
        }));
        start = [...data.assetTags.scripts, ...links].map(html).join('');
        data.assetTags.scripts = [];
        return data;
      });
      hooks.beforeEmit.tapPromise('PreloadStartPlugin', async (data) => {
        const template = `<template id="${APP_START_TEMPLATE_ID}">${start}</template>`;
        data.html = data.html.replace('</head>', () => `${template}</head>`);
        return data;
      });
    });
  }
}

function html({ tagName, voidTag, attributes }: Tag): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== false && value != null)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${value}"`))
    .join('');
  return voidTag ? `<${tagName}${attrs}>` : `<${tagName}${attrs}></${tagName}>`;
}
