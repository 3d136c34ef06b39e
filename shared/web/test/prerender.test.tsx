/**
 * @jest-environment node
 */
// In Node, as the builds and the gateway prerender: emotion keeps each rule's text there, where in
// a browser it inserts it into the page.
import type { EmotionCache } from '@emotion/cache';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { renderToString } from 'react-dom/server';
import { withItsStyles, withStylesOf } from '@ps/web/prerender';
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
    const [, key, ...ids] = /<style data-emotion="([\w-]+) ([^"]*)"/.exec(page) ?? [];
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

/** The page `withItsStyles` makes of `element` in English. */
const pageOf = (element: React.ReactElement) =>
  withItsStyles('en', (cache) =>
    renderToString(
      <AppThemeProvider language="en" cache={cache}>
        {element}
      </AppThemeProvider>,
    ),
  );

const styleBlock = (page: string) => {
  const [, key, names, css] =
    /^<style data-emotion="(\S+) ([^"]*)" data-s="">([\s\S]*?)<\/style>/.exec(page)!;
  return { key, names: names!.split(' '), css: css! };
};

describe('a first view with the styles of another drawing (withStylesOf)', () => {
  const button = pageOf(<IconButton aria-label="Close">×</IconButton>);
  const chip = pageOf(<Chip label="Done" />);
  const merged = withStylesOf(button, chip);

  it("keeps its own markup, and adds the other's class names and rules to its style block", () => {
    expect(merged.replace(/^<style[\s\S]*?<\/style>/, '')).toBe(
      button.replace(/^<style[\s\S]*?<\/style>/, ''),
    );
    const { key, names, css } = styleBlock(merged);
    expect(key).toBe('mui');
    for (const name of [...styleBlock(button).names, ...styleBlock(chip).names]) {
      expect(names).toContain(name);
    }
    expect(css).toMatch(/MuiIconButton-root\{/);
    expect(css).toMatch(/MuiChip-root\{/);
    // The global rules both drawings made, once.
    expect(css.match(/(^|\})html\{/g)).toHaveLength(1);
  });

  it('names each class once and carries each rule once', () => {
    const { names, css } = styleBlock(withStylesOf(merged, chip));
    expect(new Set(names).size).toBe(names.length);
    expect(css).toBe(styleBlock(merged).css);
  });

  it('refuses to mix the styles of two caches (a right-to-left drawing into a left-to-right one)', () => {
    const arabic = withItsStyles('ar', () => '');
    expect(() => withStylesOf(button, arabic)).toThrow(/same cache/);
  });
});
