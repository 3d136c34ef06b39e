import { beforePaintScript } from '../scripts/before-paint';

/** Runs the written script in this page, as the browser does before its first paint. */
function runBeforePaint(cookie: string) {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; max-age=0`;
  }
  for (const one of cookie.split('; ').filter(Boolean)) document.cookie = one;
  new Function(beforePaintScript())();
  return {
    lang: document.documentElement.getAttribute('lang'),
    dir: document.documentElement.getAttribute('dir'),
  };
}

describe('the before-paint language script', () => {
  it.each([
    ['ps.language=ar', { lang: 'ar', dir: 'rtl' }],
    ['ps.language=fr', { lang: 'fr', dir: 'ltr' }],
    ['other=1; ps.language=en', { lang: 'en', dir: 'ltr' }],
  ])('with %s sets %j before the app starts', (cookie, expected) => {
    expect(runBeforePaint(cookie)).toEqual(expected);
  });

  it.each(['ps.language=de', 'xps.language=ar', ''])(
    'leaves the page alone with "%s"',
    (cookie) => {
      expect(runBeforePaint(cookie)).toEqual({ lang: null, dir: null });
    },
  );
});

describe('the before-paint sidebar state', () => {
  function sidebarAfterBeforePaint(kept: string | null) {
    document.documentElement.removeAttribute('data-sidebar-collapsed');
    localStorage.clear();
    if (kept !== null) localStorage.setItem('ps.sidebarCollapsed', kept);
    new Function(beforePaintScript())();
    return document.documentElement.hasAttribute('data-sidebar-collapsed');
  }

  it('marks the page when the person keeps the sidebar collapsed', () => {
    expect(sidebarAfterBeforePaint('true')).toBe(true);
  });

  it.each([['false'], [null]])('leaves it expanded with %s kept', (kept) => {
    expect(sidebarAfterBeforePaint(kept)).toBe(false);
  });
});
