import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforePaintScript, WARM_INTL_WORKER } from '../scripts/before-paint';

/** A page without a language or a direction, with only `cookie`'s cookies. */
function freshPage(cookie: string) {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; max-age=0`;
  }
  for (const one of cookie.split('; ').filter(Boolean)) document.cookie = one;
}

/** Runs the written script in this page, as the browser does before its first paint. */
function runBeforePaint(cookie: string) {
  freshPage(cookie);
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

describe('the before-paint Intl worker', () => {
  /** The workers the script starts, with what each is told. */
  function workerStarted(cookie: string, pageLanguage: string | null) {
    const started: { url: string; messages: unknown[] }[] = [];
    class FakeWorker {
      messages: unknown[] = [];
      constructor(url: string) {
        started.push({ url, messages: this.messages });
      }
      postMessage(message: unknown) {
        this.messages.push(message);
      }
    }
    const globals = globalThis as { Worker?: unknown };
    const real = globals.Worker;
    globals.Worker = FakeWorker;
    try {
      freshPage(cookie);
      if (pageLanguage) document.documentElement.lang = pageLanguage;
      new Function(beforePaintScript())();
    } finally {
      globals.Worker = real;
    }
    expect(started).toHaveLength(1);
    return started[0];
  }

  it("starts the worker with the visitor's language", () => {
    expect(workerStarted('ps.language=ar', null)).toEqual({
      url: WARM_INTL_WORKER,
      messages: ['ar'],
    });
  });

  it("tells it the page's own language without a cookie, English without either", () => {
    expect(workerStarted('', 'fr')?.messages).toEqual(['fr']);
    expect(workerStarted('', null)?.messages).toEqual(['en']);
  });

  it('leaves the page working where workers are missing', () => {
    expect(runBeforePaint('ps.language=fr')).toEqual({ lang: 'fr', dir: 'ltr' });
  });
});

describe('the Intl worker (public/warm-intl.js)', () => {
  it.each(['en', 'fr', 'ar'])('readies %s and ends itself', (language) => {
    const said: unknown[] = [];
    const scope = {
      Intl,
      onmessage: undefined as undefined | ((event: { data: unknown }) => void),
      postMessage: (message: unknown) => said.push(message),
      close: jest.fn(),
    };
    const source = readFileSync(path.join(__dirname, '../public/warm-intl.js'), 'utf8');
    runInNewContext(source, scope);
    scope.onmessage!({ data: language });
    expect(said).toEqual(['ready']);
    expect(scope.close).toHaveBeenCalledTimes(1);
  });
});

describe('the before-paint app start', () => {
  const template = () => {
    document.head.innerHTML =
      '<template id="app-start"><script src="/main.js"></script><link rel="preload" as="script" href="/vendor.js"></template>';
  };
  const started = () => document.head.querySelectorAll(':scope > script[src="/main.js"]').length;
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    template();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("adds the app's code after the first frame has painted, not before", () => {
    new Function(beforePaintScript())();
    jest.runAllTimers();
    expect(started()).toBe(0);
    for (const frame of frames) frame(0);
    // The frame's callbacks run before it is painted: still nothing.
    expect(started()).toBe(0);
    jest.runAllTimers();
    expect(started()).toBe(1);
    expect(document.head.querySelector(':scope > link[href="/vendor.js"]')).not.toBeNull();
  });

  it('starts a page opened in the background once it is parsed, as it paints nothing till shown', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(beforePaintScript())();
    expect(frames).toHaveLength(0);
    expect(started()).toBe(1);
  });
});
