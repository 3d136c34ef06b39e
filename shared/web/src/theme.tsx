import type { ReactNode } from 'react';
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { DESKTOP_MIN_WIDTH_PX } from '@ps/contracts/constants';
import { isRtl } from '@ps/contracts/language';
import { LOADING_MOTION_DELAY } from '@ps/web/loading-motion';

/**
 * Two emotion caches: Arabic styles go through the RTL stylis plugin, which flips physical
 * properties (margin-left → margin-right), so every remote's MUI components mirror too.
 */
const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

/**
 * The RTL plugin, about 2 KB gzipped that only right-to-left pages use: a browser downloads it
 * when a page first speaks Arabic (prepareDirection); the server's drawings and the tests import
 * it and hand it over (setRtlPlugin).
 */
let rtlPlugin: StylisPlugin | undefined;
let loadingRtlPlugin: Promise<void> | undefined;

export function setRtlPlugin(plugin: StylisPlugin): void {
  rtlPlugin = plugin;
}

/**
 * Undefined when `language`'s direction can be drawn now; else the download of what it needs,
 * started once (again after a failure).
 */
export function prepareDirection(language: string): Promise<void> | undefined {
  if (!isRtl(language) || rtlPlugin) return undefined;
  loadingRtlPlugin ??= import('stylis-plugin-rtl').then(
    ({ default: plugin }) => setRtlPlugin(plugin),
    (error: unknown) => {
      loadingRtlPlugin = undefined;
      throw error;
    },
  );
  return loadingRtlPlugin;
}

/** A new cache; server rendering takes one per page, as a cache emits each rule only once. */
export function createEmotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  if (direction === 'ltr') return createCache({ key: 'mui' });
  if (!rtlPlugin) throw new Error('Right-to-left styles need the RTL plugin: prepareDirection');
  return createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
}

function emotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  caches[direction] ??= createEmotionCache(direction);
  return caches[direction];
}

const themes: Partial<Record<'ltr' | 'rtl', Theme>> = {};

/** The one MUI theme of the app; only the direction differs between languages. */
export function appTheme(direction: 'ltr' | 'rtl'): Theme {
  themes[direction] ??= createTheme({
    direction,
    // MUI's widths, with the desktop's (md) said once for the app and the gateway.
    breakpoints: { values: { xs: 0, sm: 600, md: DESKTOP_MIN_WIDTH_PX, lg: 1200, xl: 1536 } },
    // Each main colour is read as text (outlined chips, links, alerts) on the white of a card and
    // carries white text when filled: darker than MUI's defaults where those gave less than the
    // 4.5:1 contrast small text needs (orange 3.1:1, light blue 3.9:1, teal 3.7:1).
    palette: {
      primary: { main: '#4f46e5' },
      secondary: { main: '#0f766e' },
      warning: { main: '#b45309' },
      info: { main: '#0277bd' },
      background: { default: '#f6f7fb', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
      // A page's title (its h1, always this variant) and the big figures are bold on every page:
      // MUI's regular h4 made some remotes' titles look lighter than the others'.
      h4: { fontWeight: 700 },
    },
    components: {
      // What a person types runs in the direction of its own first letter: "5 emails" typed in the
      // Arabic app reads left to right, with its number in front, while an empty field and its
      // placeholder keep the page's side. (dir="auto" would also turn an empty field left to right.)
      MuiInputBase: { styleOverrides: { input: { unicodeBidi: 'plaintext' } } },
      // Placeholders stand still while a page comes up, and pulse once the wait runs long.
      MuiSkeleton: {
        styleOverrides: { root: { '&, &::after': { animationDelay: LOADING_MOTION_DELAY } } },
      },
    },
  });
  return themes[direction];
}

/** Theme, direction and emotion cache for a language; the shell owns it, remotes inherit it. */
export function AppThemeProvider({
  language,
  cache,
  children,
}: {
  language: string;
  /** The page's cache by default; the landing page's prerender passes a fresh one. */
  cache?: EmotionCache;
  children: ReactNode;
}) {
  const direction = isRtl(language) ? 'rtl' : 'ltr';
  // Suspends the page's first right-to-left render until its plugin has arrived.
  const preparing = cache ? undefined : prepareDirection(language);
  if (preparing) throw preparing;
  return (
    <CacheProvider value={cache ?? emotionCache(direction)}>
      <ThemeProvider theme={appTheme(direction)}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
