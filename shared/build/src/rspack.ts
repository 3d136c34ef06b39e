import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { readFileSync } from 'node:fs';
import { containerName } from './container-name';
import { muiProvidedForRemotes, sharedSingletons } from './mf-shared';

export { containerName };

const repoRoot = path.resolve(__dirname, '../../..');

/** Evergreen browsers only: down-levelling further adds helpers to every module. */
const BROWSER_SYNTAX = 'es2022';

const MUI_CORE_CHUNK = {
  test: /[\\/]node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@emotion|stylis|cssjanus|react-is|clsx|prop-types|@babel[\\/]runtime)[\\/]/,
  name: 'mui-core',
  chunks: 'async',
  enforce: true,
} as const;

interface FrontEndOptions {
  /** The package folder name, e.g. 'shell' or 'mf-habits'. */
  name: string;
  /** The folder of the app's rspack.config.ts (pass `__dirname`). */
  dir: string;
  /** The host builds an index.html around `src/index.ts`. */
  html?: { title: string; template: string };
  /** Files copied as they are to the dist root (service worker, manifest, icons, scripts). */
  publicDir?: string;
}

/** The registry of remotes (@ps/contracts' remotes.json): each remote and the modules it exposes. */
const remoteRegistry = JSON.parse(
  readFileSync(
    path.join(path.dirname(require.resolve('@ps/contracts/package.json')), 'src/remotes.json'),
    'utf8',
  ),
) as Record<string, string[]>;

/** A remote exposes each module named for it in the registry, from `src/exposes/<Module>.tsx`. */
function exposesOf(name: string): Record<string, string> | undefined {
  const modules = remoteRegistry[name];
  return modules
    ? Object.fromEntries(modules.map((module) => [`./${module}`, `./src/exposes/${module}.tsx`]))
    : undefined;
}

/** The one rspack configuration every front end builds with; apps differ only in options. */
export function frontEndConfig(options: FrontEndOptions): Configuration {
  const isHost = Boolean(options.html);
  return {
    mode: 'production',
    target: ['web', BROWSER_SYNTAX],
    context: options.dir,
    entry: isHost ? { main: './src/index.ts' } : {},
    devtool: 'source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: 'auto',
      uniqueName: containerName(options.name),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // The catalogues arrive compiled (compile-messages-loader), so the parser never runs.
      alias: {
        '@formatjs/icu-messageformat-parser$': path.join(
          path.dirname(require.resolve('@formatjs/icu-messageformat-parser/package.json')),
          'lib/no-parser.js',
        ),
      },
      tsConfig: path.join(repoRoot, 'tsconfig.base.json'),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              target: BROWSER_SYNTAX,
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
          type: 'javascript/auto',
        },
        {
          test: /[\\/]i18n[\\/](en|fr|ar)\.json$/,
          // The error catalogue is also read as plain text by @ps/contracts/errors (the English
          // of each code, for validation messages): that import gets the JSON as written.
          issuer: { not: /[\\/]shared[\\/]contracts[\\/]src[\\/]errors\.ts$/ },
          loader: path.join(__dirname, 'compile-messages-loader.cjs'),
          type: 'json',
        },
        { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: containerName(options.name),
        filename: 'remoteEntry.js',
        exposes: exposesOf(options.name),
        shared: { ...sharedSingletons(), ...(isHost ? muiProvidedForRemotes() : {}) },
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The host provides the federation runtime once; remotes use it instead of shipping
        // their own copy in every remoteEntry.js (about 25 KB gzipped each).
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browsers only: leaves the runtime's Node loaders out (about 2 KB gzipped per file).
          optimization: { target: 'web' },
        },
      }),
      ...(options.html
        ? [
            new rspack.HtmlRspackPlugin({
              title: options.html.title,
              template: options.html.template,
              chunks: ['main'],
              // Client routes may be nested (/a/b), so the page's own scripts load from the root.
              publicPath: '/',
            }),
          ]
        : []),
      ...(options.publicDir
        ? [
            new rspack.CopyRspackPlugin({
              patterns: [{ from: options.publicDir, noErrorOnMissing: true }],
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // zod in a chunk of its own, loaded only by code that validates: otherwise it rides
          // along with any small contracts module (API paths, constants) sharing its chunk.
          zod: {
            test: /[\\/]node_modules[\\/]zod[\\/]/,
            name: 'zod',
            chunks: 'async',
            enforce: true,
          },
          // The host provides MUI's and emotion's core to everyone: one chunk of it, instead of the
          // small internals (deepmerge, react-is, styleFunctionSx…) being copied into each chunk
          // under the default 20 KB minSize. Not in remotes: there the same chunk would also hold
          // fallback copies of shared packages, downloaded though never run.
          ...(isHost ? { muiCore: MUI_CORE_CHUNK } : {}),
        },
      },
    },
    performance: { hints: false },
    experiments: { css: true },
  };
}
