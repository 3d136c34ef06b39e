/**
 * For the front ends' builds only, never part of a browser's download: a page's HTML as the app
 * first draws it, for the gateway to send inside the shell's page so a phone paints it before
 * any script has run. The app then draws the same markup over it.
 */
import type { ComponentType } from 'react';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClient, QueryClientProvider, skipToken } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@ps/web/router';
import type { Language, User } from '@ps/contracts/auth';
import { isRtl } from '@ps/contracts/language';
import { RenderingFirstView } from '@ps/web/first-view';
import { queryKeys } from '@ps/web/query-keys';
import rtlPlugin from 'stylis-plugin-rtl';
import { AppThemeProvider, createEmotionCache, setRtlPlugin } from '@ps/web/theme';

// Drawn in Node, where the Arabic pages' styles are made at once.
setRtlPlugin(rtlPlugin);

/**
 * What `markupOf` renders with a fresh emotion cache, after every style that render made: one tag
 * the browser's emotion cache adopts as it starts, so the app's render inserts none of them again.
 * Every style, not only those whose class is in the markup (what emotion's extractCritical
 * keeps): a styled component around another (IconButton around ButtonBase) makes a class of its
 * own that reaches the page only merged into its child's. Left out, the browser made and inserted
 * each such rule again while committing the same components, in tasks it cannot split.
 */
export function withItsStyles(language: Language, markupOf: (cache: EmotionCache) => string) {
  const cache = createEmotionCache(isRtl(language) ? 'rtl' : 'ltr');
  // Makes the cache keep each rule's text by its name (emotion's server mode).
  createEmotionServer(cache);
  const markup = markupOf(cache);
  const made = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const ids = made.map(([id]) => id).join(' ');
  const css = made.map(([, rules]) => rules).join('');
  return styleBlock(cache.key, ids, css) + markup;
}

/**
 * The style block the browser's emotion cache adopts. Marked `data-s` as emotion marks the blocks
 * it has taken in: emotion's default cache (key css, made as @emotion/react loads, unused here)
 * otherwise moves every block the server drew into the head, and each move makes the browser drop
 * the block's styles and parse them again, in the busiest task of the app's start. The app's own
 * cache adopts the block whatever it is marked.
 */
export const styleBlock = (key: string, names: string, css: string) =>
  `<style data-emotion="${key} ${names}" data-s="">${css}</style>`;

/** A page's leading style block (withItsStyles): its cache's key, its rules' names, its rules. */
const STYLE_BLOCK = /^<style data-emotion="(\S+) ([^"]*)" data-s="">([\s\S]*?)<\/style>/;

/** CSS text as its top-level rules (a rule's own braces and an @media block's kept whole). */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}

/**
 * `page` with the rules of `other`'s style block added to its own (both made by withItsStyles,
 * for the same language): the names of both, each rule once. The browser's emotion cache then
 * adopts the rules `other` drew as well as the page's.
 */
export function withStylesOf(page: string, other: string): string {
  const own = STYLE_BLOCK.exec(page);
  const more = STYLE_BLOCK.exec(other);
  if (!own || !more || own[1] !== more[1]) {
    throw new Error('withStylesOf: both pages must start with a style block of the same cache');
  }
  const names = [...new Set([...own[2]!.split(' '), ...more[2]!.split(' ')])].join(' ');
  const rules = [...new Set([...topLevelRules(own[3]!), ...topLevelRules(more[3]!)])].join('');
  return styleBlock(own[1]!, names, rules) + page.slice(own[0].length);
}

/** The signed-in user as a prerendered page shows them: `name` stands for theirs. */
export function prerenderedUser(language: Language, name: string): User {
  return {
    id: 0,
    username: name,
    email: null,
    firstName: name,
    lastName: null,
    profileImageUrl: null,
    language,
    timezone: 'UTC',
    vacation: null,
    isDemo: false,
    createdAt: '',
    updatedAt: '',
  };
}

/** A client whose every read stays loading, as a page draws before its answers arrive. */
function clientWithoutReads(language: Language): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: skipToken } } });
  client.setQueryData(queryKeys.currentUser, prerenderedUser(language, ''));
  return client;
}

/**
 * A remote's exposed page at `route` as it first draws, inside the providers the shell gives it
 * (not the toasts' region: the shell's frame has that already). With `client` holding the
 * person's answers (@ps/web/first-view-renderer), it draws their data; by default, none. What
 * only their browser knows keeps its place unshown (KnownLater), unless the server has put it in
 * place for this drawing (`browserStateKnown`). Times are written on `timeZone`, the person's when
 * the server draws for them (a browser writes them on its own).
 */
export function remotePageFirstView(
  language: Language,
  route: string,
  Page: ComponentType,
  client = clientWithoutReads(language),
  { browserStateKnown = false, timeZone }: { browserStateKnown?: boolean; timeZone?: string } = {},
) {
  return withItsStyles(language, (cache) =>
    renderToString(
      <QueryClientProvider client={client}>
        <IntlProvider locale={language} messages={{}} timeZone={timeZone}>
          <AppThemeProvider language={language} cache={cache}>
            <MemoryRouter initialEntries={[route]}>
              <RenderingFirstView.Provider value={!browserStateKnown}>
                <Page />
              </RenderingFirstView.Provider>
            </MemoryRouter>
          </AppThemeProvider>
        </IntlProvider>
      </QueryClientProvider>,
    ),
  );
}
