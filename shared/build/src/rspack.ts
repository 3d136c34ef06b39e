import path from 'node:path';
import { rspack, type Configuration, type Module } from '@rspack/core';
import { readFileSync } from 'node:fs';
import { containerName } from './container-name';
import { PrecompressPlugin } from './precompress';
import { PreloadStartPlugin } from './preload-start';
import { RemoteManifestPlugin } from './remote-manifest';
import { EXPOSE_CHUNK_PREFIX, REMOTE_ENTRY_FILE } from '@ps/contracts/remote-manifest';
import {
  kitProvidedForRemotes,
  muiProvidedForRemotes,
  providedByHost,
  hostProvidedSingletons,
  sharedSingletons,
  takenFromHost,
} from './mf-shared';

export { containerName };

const repoRoot = path.resolve(__dirname, '../../..');

/** Evergreen browsers only: down-levelling further adds helpers to every module. */
const BROWSER_SYNTAX = 'es2022';

/** Compiles each i18n/<language>.json catalogue to its ICU syntax trees. */
const COMPILE_MESSAGES_LOADER = path.join(__dirname, 'compile-messages-loader.cjs');
/**
 * MUI components that no page shows at its start, only in forms, dialogs, menus and pickers:
 * Select with the inputs under it, and Menu with its popover, are among them because the bar's
 * language picker is a native select; Drawer with its modal because the desktop's sidebar
 * is drawn without it. Kept out of the packages' chunk, in one of their own fetched the first
 * time a page uses one, so the dashboard does not download them. shared/e2e/loading.spec.ts
 * checks that the dashboard never asks for it: a component the dashboard starts to show comes off
 * this list.
 */
const MUI_LATER = [
  'Backdrop',
  'CardActions',
  'Collapse',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'Drawer',
  'Fade',
  'FilledInput',
  'FormControl',
  'FormGroup',
  'FormLabel',
  'FormHelperText',
  'Input',
  'InputAdornment',
  'InputBase',
  'InputLabel',
  'Menu',
  'MenuItem',
  'MenuList',
  'Modal',
  'NativeSelect',
  'OutlinedInput',
  'Popover',
  'Select',
  'Slide',
  'TextareaAutosize',
  'TextField',
  'ToggleButton',
  'ToggleButtonGroup',
  'Unstable_TrapFocus',
];

/**
 * MUI components that only a panel or a dialog draws once it is opened, never a page's start: the
 * Pomodoro settings' sliders and switches, the habit form's switch and the access token form's
 * radios. About 8 KB gzipped in a file of their own, fetched with the panel's or the dialog's code.
 * In MUI_LATER's file, which the Habits, Tasks and Pomodoro pages load at start for their selects
 * and inputs, they came with every one of those starts.
 */
const MUI_ON_OPENING = ['Radio', 'RadioGroup', 'Slider', 'Switch'];

/**
 * The search's autocomplete, about 8 KB gzipped: the desktop's sidebar shows the search from the
 * start, a phone only in its menu, so a phone's Habits, Tasks and Pomodoro pages, which load
 * MUI_LATER's file at start, no longer download and compile it there.
 * shared/e2e/loading.spec.ts checks that a phone's Pomodoro page asks for neither this file nor
 * MUI_ON_OPENING's at start, and for the latter once its settings open.
 */
const MUI_SEARCH = ['Autocomplete', 'useAutocomplete'];

/**
 * MUI's popups anchored to an element: Tooltip, with the Popper that places it (popper.js), about
 * 10 KB gzipped. Pages show tooltips (the habits' check-ins, the activity grid, the desktop's
 * sidebar), the phone's dashboard none, so they come in a file of their own the first time a page
 * draws one. shared/e2e/loading.spec.ts checks that the phone's dashboard never asks for it, nor a
 * phone's Pomodoro page, whose menus open with the Grow a tooltip opens with too: Grow is in
 * MUI_PAGES, which every page that shows tooltips loads as well.
 */
const MUI_POPUPS = ['Popper', 'Tooltip'];

/**
 * What the pages of the navigation and the dashboard's Pomodoro card draw, and a phone's first
 * screen of the dashboard does not: MUI's alerts, progress bars, links and floating button, the
 * transition its animated components are built on and the Grow its menus and tooltips open with
 * (about 10 KB gzipped), and the web kit's and contracts' modules for the pages' headings and
 * tabs, their long lists and tooltips, the timer and its settings, the blocker, streaks and the
 * person's data (about 5 KB). In two files of their own, fetched by the first page or card that
 * uses one (on a phone the Pomodoro card loads once a scroll brings it near).
 * shared/e2e/loading.spec.ts checks that the phone's first screen never asks for them: a module
 * that screen starts to use comes off these lists.
 */
const MUI_PAGES = [
  'Alert',
  'AlertTitle',
  'Fab',
  'Grow',
  'LinearProgress',
  'Link',
  'NoSsr',
  'Portal',
];
const KIT_PAGES = [
  'contracts/src/blocked-sites',
  'contracts/src/blocker',
  'contracts/src/error-body',
  'contracts/src/export-document',
  'contracts/src/pomodoro-settings',
  'contracts/src/streaks',
  'contracts/src/timer',
  'contracts/src/timer-settings',
  'contracts/src/timer-state',
  'contracts/src/your-data',
  'web/src/AnchoredTooltip',
  'web/src/ConfirmDialog',
  'web/src/first-view',
  'web/src/PageEmptyState',
  'web/src/PageHeading',
  'web/src/PageTabs',
  'web/src/remember-last',
  'web/src/use-habit-calendar',
  'web/src/use-latest',
  'web/src/use-shown-in-steps',
  'web/src/use-sliced-map',
];

/**
 * The MUI components of `names`, not their class-name modules (the theme imports those at start),
 * nor the form control's context, which every checkbox reads.
 */
const muiComponents = (names: readonly string[]) =>
  new RegExp(
    `[\\\\/]@mui[\\\\/]material[\\\\/](${names.join('|')})[\\\\/](?![a-z]\\w*Classes\\.|useFormControl\\.|FormControlContext\\.)`,
  );

/** MUI's icons: one small module each. */
const ICONS = /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]/;

/** The modules of the packages `packages` matches, MUI's icons left to sharedIcons. */
const packagesButIcons = (packages: RegExp) => (module: Module) => {
  const file = module.nameForCondition() ?? '';
  return packages.test(file) && !ICONS.test(file);
};

/**
 * A file of its own for what `test` matches, fetched the first time a page uses one of its modules
 * (ahead of the packages' chunks, which would otherwise take them).
 */
const whenFirstUsed = (name: string, test: RegExp) =>
  ({ test, name, chunks: 'async', enforce: true, priority: 2 }) as const;

/**
 * The host provides every shared package to every app on the page, each as a module the share
 * scope loads on demand: by default one small chunk per module, over a hundred requests on the
 * dashboard. The page needs nearly all of them at start, so they come in a few chunks: the
 * packages in three (React's DOM renderer; MUI with emotion; the rest: the router, the query
 * client, zod, react-intl…) and the project's web kit with its contracts in a fourth; the MUI
 * components of MUI_LATER, MUI_ON_OPENING, MUI_SEARCH, MUI_POPUPS and MUI_PAGES, the web kit's
 * KIT_PAGES and the toast queue each in one of their own, when first used (whenFirstUsed). The
 * packages are three files rather than one because Chrome compiles a start file whole on a
 * background thread (compileAtLoad) and then hands the compiled code over on the main thread in
 * one go: for the packages as one file, a task of about 80 ms on a phone (CPU slowed 4x).
 * Remotes build no copy of a shared package (takenFromHost), so these groups are the host's only.
 */
const HOST_SHARED_CHUNKS = {
  // With the roving focus that moves through a menu's items and a group of toggle buttons.
  muiLater: whenFirstUsed(
    'mui-later',
    new RegExp(
      `${muiComponents(MUI_LATER).source}|[\\\\/](useRovingTabIndex|RovingTabIndexContext)\\.m?js$`,
    ),
  ),
  muiOnOpening: whenFirstUsed('mui-on-opening', muiComponents(MUI_ON_OPENING)),
  muiSearch: whenFirstUsed('mui-search', muiComponents(MUI_SEARCH)),
  muiPopups: whenFirstUsed(
    'mui-popups',
    new RegExp(`${muiComponents(MUI_POPUPS).source}|[\\\\/]@popperjs[\\\\/]`),
  ),
  muiPages: whenFirstUsed(
    'mui-pages',
    new RegExp(
      `${muiComponents(MUI_PAGES).source}|[\\\\/]@mui[\\\\/]material[\\\\/]internal[\\\\/]Transition\\.m?js$`,
    ),
  ),
  kitPages: whenFirstUsed(
    'kit-pages',
    new RegExp(
      `[\\\\/]shared[\\\\/](${KIT_PAGES.map((file) => file.split('/').join('[\\\\/]')).join('|')})\\.tsx?$`,
    ),
  ),
  // The styling plugin that mirrors right-to-left pages, loaded by the first Arabic page.
  rightToLeft: whenFirstUsed(
    'right-to-left',
    /[\\/]node_modules[\\/](stylis-plugin-rtl|cssjanus)[\\/]/,
  ),
  // The toast queue and notistack with its styling engine, loaded at the first notice.
  toastQueue: whenFirstUsed(
    'toast-queue',
    /[\\/]node_modules[\\/](notistack|goober)[\\/]|[\\/]shared[\\/]web[\\/]src[\\/]toast-queue\.tsx$/,
  ),
  vendorReact: {
    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
    name: 'vendor-react',
    chunks: 'async',
    enforce: true,
    priority: 1,
  },
  vendorMui: {
    test: packagesButIcons(
      /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group)[\\/]/,
    ),
    name: 'vendor-mui',
    chunks: 'async',
    enforce: true,
    priority: 1,
  },
  // An icon used by one part of the shell (the Your data page's download, the not-found page's)
  // comes with that part; one that several parts use comes with MUI. Every icon with MUI put the
  // later pages' icons on every start.
  sharedIcons: {
    test: ICONS,
    name: 'vendor-mui',
    chunks: 'async',
    minChunks: 2,
    enforce: true,
    priority: 1,
  },
  vendor: {
    test: packagesButIcons(/[\\/]node_modules[\\/]/),
    name: 'vendor',
    chunks: 'async',
    enforce: true,
  },
  kit: {
    // Not the compiled catalogues: each language is a file of its own, downloaded when a page
    // speaks it (the contracts' English errors, read as plain text, stay in the kit).
    test: (module: Module) =>
      /[\\/]shared[\\/](web|contracts)[\\/]src[\\/]/.test(module.nameForCondition() ?? '') &&
      !module.identifier().includes(COMPILE_MESSAGES_LOADER),
    name: 'kit',
    chunks: 'async',
    enforce: true,
  },
} as const;

/** The groups whose chunks every start of the app loads (preloaded by index.html). */
const START_SHARED_CHUNKS = [
  HOST_SHARED_CHUNKS.vendorReact.name,
  HOST_SHARED_CHUNKS.vendorMui.name,
  HOST_SHARED_CHUNKS.vendor.name,
  HOST_SHARED_CHUNKS.kit.name,
];

/**
 * Chrome's compile hint (from version 136; other browsers read a comment): the file's functions
 * are compiled as the file downloads, on a background thread, instead of each on the main thread
 * the first time it is called. Given to the files whose code nearly all runs when they load: the
 * host's entry, its shared packages, kit and start (at every start), and a remote's entry and
 * exposed modules. On a phone's start, compiling on first call took about half a second of the
 * main thread (CPU slowed 4x), most of the start's long tasks.
 */
function compileAtLoad(files: RegExp) {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: files,
    // After minifying, which drops comments.
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** The files of `chunks` (named chunks, with their content hash). */
const chunkFiles = (chunks: readonly string[]) =>
  new RegExp(`^(${chunks.join('|')})\\.[0-9a-f]+\\.js$`);

/** A remote's entry and the first file of each module it exposes. */
const REMOTE_LOAD_FILES = new RegExp(`^(remoteEntry|${EXPOSE_CHUNK_PREFIX}\\w+\\.[0-9a-f]+)\\.js$`);

interface FrontEndOptions {
  /** The package folder name, e.g. 'shell' or 'mf-habits'. */
  name: string;
  /** The folder of the app's rspack.config.ts (pass `__dirname`). */
  dir: string;
  /**
   * The host builds an index.html around `src/index.ts`, with preload links for the chunks every
   * start needs: the shared packages and the kit, and `startChunks` (named in the app's imports).
   */
  html?: { title: string; template: string; startChunks: readonly string[] };
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

/**
 * A remote exposes each module named for it in the registry, from `src/exposes/<Module>.tsx`, in
 * a chunk named `__federation_expose_<Module>` (EXPOSE_CHUNK_PREFIX, REMOTE_LOAD_FILES).
 */
function exposesOf(name: string): Record<string, { import: string; name: string }> {
  return Object.fromEntries(
    (remoteRegistry[name] ?? []).map((module) => [
      `./${module}`,
      { import: `./src/exposes/${module}.tsx`, name: `${EXPOSE_CHUNK_PREFIX}${module}` },
    ]),
  );
}

/**
 * `npm run dev` sets PS_DEV=1: development mode (readable code, React's warnings, fast
 * rebuilds), and the output folder is not emptied on each rebuild, so what only the full build
 * writes there (the landing's prerendered pages, the blocker extension) stays in place.
 */
const DEVELOPMENT = process.env.PS_DEV === '1';

/** The one rspack configuration every front end builds with; apps differ only in options. */
export function frontEndConfig(options: FrontEndOptions): Configuration {
  const isHost = Boolean(options.html);
  return {
    mode: DEVELOPMENT ? 'development' : 'production',
    target: ['web', BROWSER_SYNTAX],
    context: options.dir,
    entry: isHost ? { main: './src/index.ts' } : {},
    devtool: DEVELOPMENT ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: 'auto',
      uniqueName: containerName(options.name),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: !DEVELOPMENT,
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
          loader: COMPILE_MESSAGES_LOADER,
          type: 'json',
        },
        { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // Webpack's own Module Federation: a remote is a container (remoteEntry.js) the shell loads
      // at run time and starts on the shell's share scope (shell/src/remotes/containers.ts); the
      // shell only provides, with the sharing code of a plain build. The enhanced runtime
      // (@module-federation/enhanced) cost the shell about 28 KB gzipped and a good part of a
      // phone's start, for manifests, snapshots and plugins this app does not use.
      ...(isHost
        ? []
        : [
            new rspack.container.ModuleFederationPluginV1({
              name: containerName(options.name),
              filename: REMOTE_ENTRY_FILE,
              exposes: exposesOf(options.name),
              shared: takenFromHost(sharedSingletons(options.dir)),
            }),
          ]),
      new RemoteManifestPlugin(containerName(options.name), isHost ? undefined : REMOTE_ENTRY_FILE),
      ...(isHost
        ? [
            new rspack.sharing.ProvideSharedPlugin({
              provides: providedByHost({
                ...hostProvidedSingletons(options.dir),
                ...muiProvidedForRemotes(),
                ...kitProvidedForRemotes(),
              }),
              shareScope: 'default',
              enhanced: false,
            }),
          ]
        : []),
      ...(options.html
        ? [
            new rspack.HtmlRspackPlugin({
              title: options.html.title,
              template: options.html.template,
              chunks: ['main'],
              // Client routes may be nested (/a/b), so the page's own scripts load from the root.
              publicPath: '/',
            }),
            new PreloadStartPlugin([...START_SHARED_CHUNKS, ...options.html.startChunks]),
            compileAtLoad(
              chunkFiles(['main', ...START_SHARED_CHUNKS, ...options.html.startChunks]),
            ),
          ]
        : []),
      ...(isHost ? [] : [compileAtLoad(REMOTE_LOAD_FILES)]),
      // Rebuilt on every save in development, where the servers compress on the fly instead.
      ...(DEVELOPMENT ? [] : [new PrecompressPlugin()]),
      ...(options.publicDir
        ? [
            new rspack.CopyRspackPlugin({
              patterns: [{ from: options.publicDir, noErrorOnMissing: true }],
            }),
          ]
        : []),
    ],
    // In the host, the shared packages, the kit and the MUI that comes later are chunks of their
    // own (HOST_SHARED_CHUNKS); a remote keeps the default split of its own code.
    ...(isHost ? { optimization: { splitChunks: { cacheGroups: HOST_SHARED_CHUNKS } } } : {}),
    performance: { hints: false },
    experiments: { css: true },
  };
}
