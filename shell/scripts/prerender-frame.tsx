/**
 * Renders each signed-in page's first view to HTML once per language, after the build: the app's
 * frame (header, navigation) around the page as the app first draws it (the dashboard's welcome
 * line, each widget's loading state). The gateway puts it inside the shell's page for a signed-in
 * user, with their name for PRERENDERED_NAME, so a phone paints the page before any JavaScript
 * has run; the app's first render then draws the same page over it.
 *
 * The app picks the phone or the desktop frame by the window's width, and draws the desktop's
 * sidebar expanded or collapsed as the person left it, which only the browser knows: each is
 * written (phone, desktop, desktop with the sidebar collapsed), and CSS shows the one that fits
 * (the before-paint script marks <html> when the sidebar is kept collapsed). A phone's frame is
 * also written alone, for the gateway to send to a browser that says it runs on a phone: a third
 * of the page for its phone to parse, without the two layouts it never shows. Each remote's slot is
 * marked, for the gateway to put the remote's own prerendered first view there where it has one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { EmotionCache } from '@emotion/cache';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@ps/web/router';
import {
  PRERENDERED_FRAMES_INDEX,
  PRERENDERED_NAME,
  prerenderedFramePath,
  type FrameScreen,
} from '@ps/contracts/api';
import type { Language } from '@ps/contracts/auth';
import { LANGUAGES, loadEveryCatalogue } from '@ps/web/intl';
import { prerenderedUser, withItsStyles } from '@ps/web/prerender';
import { queryKeys } from '@ps/web/query-keys';
import { appTheme } from '@ps/web/theme';
import { ToastProvider } from '@ps/web/toasts';
import { LanguageProvider } from '../src/language/LanguageProvider';
import { NAV_ENTRIES } from '../src/layout/nav-entries';
import {
  PrerenderedSidebarCollapsed,
  SIDEBAR_COLLAPSED_ATTRIBUTE,
} from '../src/layout/use-sidebar-collapsed';
import { firstViewComments, MarksFirstViewSlots } from '../src/remotes/first-views';
import { AppRoutes } from '../src/routes/AppRoutes';

const dist = path.join(__dirname, '..', 'dist');

/** The theme as on a window `desktop` wide or not, for the frame's width check. */
function withWindowWidth(desktop: boolean) {
  return (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiUseMediaQuery: {
        defaultProps: { defaultMatches: desktop, ssrMatchMedia: () => ({ matches: desktop }) },
      },
    },
  });
}

/** The frames written for each page: by the window's width, and on a desktop the sidebar's state. */
const VARIANTS = {
  phone: { desktop: false, sidebarCollapsed: false },
  desktop: { desktop: true, sidebarCollapsed: false },
  'desktop-collapsed': { desktop: true, sidebarCollapsed: true },
} as const;
type Variant = (typeof VARIANTS)[keyof typeof VARIANTS];

function pageHtml(page: string, language: Language, variant: Variant, cache: EmotionCache) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.currentUser, prerenderedUser(language, PRERENDERED_NAME));
  return renderToString(
    <QueryClientProvider client={client}>
      <LanguageProvider emotionCache={cache}>
        <ToastProvider>
          <ThemeProvider theme={withWindowWidth(variant.desktop)}>
            <PrerenderedSidebarCollapsed.Provider value={variant.sidebarCollapsed}>
              <MemoryRouter initialEntries={[page]}>
                <MarksFirstViewSlots.Provider value>
                  <AppRoutes />
                </MarksFirstViewSlots.Provider>
              </MemoryRouter>
            </PrerenderedSidebarCollapsed.Provider>
          </ThemeProvider>
        </ToastProvider>
      </LanguageProvider>
    </QueryClientProvider>,
  );
}

/**
 * Below the breakpoint where the app's frame turns desktop (md), the phone frame shows; above it,
 * the desktop frame whose sidebar is as the before-paint script found it.
 */
const { breakpoints } = appTheme('ltr');
const collapsed = `[${SIDEBAR_COLLAPSED_ATTRIBUTE}]`;
const FRAME_RULES =
  `${breakpoints.up('md')}{[data-frame-width="phone"]{display:none}}` +
  `${breakpoints.down('md')}{[data-frame-width^="desktop"]{display:none}}` +
  `html${collapsed} [data-frame-width="desktop"]{display:none}` +
  `html:not(${collapsed}) [data-frame-width="desktop-collapsed"]{display:none}`;

const pages = NAV_ENTRIES.map((entry) => entry.to);

async function writeFrames() {
  await loadEveryCatalogue();
  for (const language of LANGUAGES) {
    for (const page of pages) {
      const frameOf = (variants: (keyof typeof VARIANTS)[]) =>
        withItsStyles(language, (cache) =>
          variants
            .map(
              (name) =>
                `<div data-frame-width="${name}">${pageHtml(page, language, VARIANTS[name], cache)}</div>`,
            )
            .join(''),
        );
      const write = (screen: FrameScreen, html: string) => {
        const file = path.join(dist, prerenderedFramePath(page, language, screen));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, firstViewComments(html));
      };
      write(
        'any',
        `<style>${FRAME_RULES}</style>${frameOf(['phone', 'desktop', 'desktop-collapsed'])}`,
      );
      // Shown whatever the window's width: on a phone held sideways, the app's first render turns
      // it into the desktop's frame.
      write('phone', frameOf(['phone']));
    }
  }
  writeFileSync(path.join(dist, PRERENDERED_FRAMES_INDEX), JSON.stringify(pages));
  console.log(`prerendered the frame of ${pages.join(' ')} in ${LANGUAGES.join(' ')}`);
}

writeFrames().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
