/**
 * @jest-environment node
 */
// In Node, as the builds and the gateway prerender: emotion keeps each rule's text there, where in
// a browser it inserts it into the page.
import type { EmotionCache } from '@emotion/cache';
import IconButton from '@mui/material/IconButton';
import { renderToString } from 'react-dom/server';
import { withItsStyles } from '@ps/web/prerender';
import { AppThemeProvider } from '@ps/web/theme';

/** The page `withItsStyles` makes of a close button, and the cache it was drawn with. */
function closeButtonPage() {
  let drawnWith: EmotionCache | undefined;
  const page = withItsStyles('en', (cache) => {
    drawnWith = cache;
    return renderToString(
      <AppThemeProvider language="en" cache={cache}>
        <IconButton aria-label="Close">×</IconButton>
      </AppThemeProvider>,
    );
  });
  return { page, cache: drawnWith! };
}

describe('a prerendered page', () => {
  it('names in its style tag every class its components made, so the app makes none again', () => {
    const { page, cache } = closeButtonPage();
    const [, key, ...ids] = /<style data-emotion="([\w-]+) ([^"]*)">/.exec(page) ?? [];
    const sent = new Set(ids.join(' ').split(' '));
    // IconButton's own class reaches the page only merged into ButtonBase's, yet the browser's
    // emotion makes it too as it draws the button again: it must be among those it adopts.
    const made = Object.keys(cache.registered).map((className) =>
      className.slice(`${key}-`.length),
    );
    expect(made.length).toBeGreaterThan(1);
    expect(made.filter((id) => !sent.has(id))).toEqual([]);
  });

  it('carries the rules of the classes it names', () => {
    const { page, cache } = closeButtonPage();
    for (const className of Object.keys(cache.registered)) {
      expect(page).toContain(`.${className}{`);
    }
  });
});
