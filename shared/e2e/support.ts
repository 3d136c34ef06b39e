import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Screenshots the team looks at, per language and window size. */
export const SCREENSHOT_DIR = 'shared/e2e/output';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * The zone a test's browser and API calls share: one where it is now late morning, never UTC.
 * A test's "today" then cannot turn over while it runs, even with the browser's clock pushed
 * half an hour ahead, whatever hour the suite runs at. (`Etc/GMT-N` is N hours east of UTC: the
 * POSIX sign is reversed.)
 */
export function zoneFarFromMidnight(now = new Date()): string {
  const offset = ((10 - now.getUTCHours() + 36) % 24) - 12 || 1;
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

export const ZONE = zoneFarFromMidnight();
/** What the app's API client sends, so API calls made by a test share the browser's today. */
export const ZONE_HEADERS = { 'X-Timezone': ZONE };

let counter = 0;

/** A fresh user signed in through the real API; the browser context keeps the session cookie. */
export async function signUpViaApi(
  page: Page,
  overrides: Partial<{
    username: string;
    password: string;
    firstName: string;
    language: string;
  }> = {},
) {
  counter += 1;
  const username = overrides.username ?? `user${Date.now().toString(36)}${process.pid}${counter}`;
  const password = overrides.password ?? 'secret123';
  // The account takes the test's zone, as it takes the browser's when one signs up in the app.
  const response = await page.request.post('/api/auth/signup', {
    headers: ZONE_HEADERS,
    data: { username, password, firstName: overrides.firstName ?? 'Sam' },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  if (overrides.language) {
    await page.request.patch('/api/auth/user', { data: { language: overrides.language } });
  }
  return { username, password };
}

/** A visitor who chose `language` earlier: the shell keeps it in the ps.language cookie. */
export async function chooseVisitorLanguage(context: BrowserContext, language: string) {
  const url = test.info().project.use.baseURL!;
  await context.addCookies([{ name: 'ps.language', value: language, url }]);
}

/** Today's calendar date in a time zone, computed independently of @ps/contracts. */
export function todayIn(zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** The test's today, in its zone. */
export const today = () => todayIn(ZONE);

/** A calendar date moved by whole days. */
export function shiftDate(date: string, days: number): string {
  const noon = new Date(`${date}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

/**
 * The app has taken the page over from what the gateway sent prerendered. A signed-out visitor
 * gets the landing page, and the app starts over it when they reach for a control: a mouse
 * pointer passing over the brand link does that and leaves the page as it looks. A signed-in
 * person gets their page's frame, inert, some of it drawn with their own data (the Tasks and
 * Pomodoro pages), and the app starts at once: nothing of that picture works until it has gone,
 * frame and first views both.
 */
export async function startApp(page: Page) {
  const prerendered = page.locator('[data-prerendered-landing]');
  if ((await prerendered.count()) > 0) {
    // The app's code arrives after the landing's first paint, which can be after the page's load
    // event: a pointer that passed before it was there went unseen (a visitor then reaches again,
    // or follows the link, which works without it). So the pointer passes until the app starts.
    await expect(async () => {
      await page.getByRole('banner').getByRole('link').first().hover();
      await page.mouse.move(0, 0);
      await expect(prerendered).toHaveCount(0, { timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
  }
  // The frame, and then each remote's first view kept in its slot until the remote's code runs.
  const prerender = '[data-prerendered-landing], [data-prerendered-frame], [data-first-view]';
  await expect(page.locator(prerender)).toHaveCount(0, { timeout: 45_000 });
}

/**
 * Scrolls the page as a thumb would, a flick at a time, until `target` shows. A widget far down
 * a phone's dashboard loads its remote only once a scroll brings it near the screen, so it cannot
 * be scrolled to directly: until then it is not there.
 */
export async function scrollUntilVisible(page: Page, target: Locator) {
  await page.mouse.move(page.viewportSize()!.width / 2, page.viewportSize()!.height / 2);
  for (let flick = 0; flick < 20 && !(await target.isVisible()); flick += 1) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(200);
  }
  await expect(target).toBeVisible({ timeout: 20_000 });
}

/** Scrolls to the page's end a flick at a time, so every widget on the way has loaded. */
export async function scrollThroughPage(page: Page) {
  await page.mouse.move(page.viewportSize()!.width / 2, page.viewportSize()!.height / 2);
  const atEnd = () =>
    page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
  for (let flick = 0; flick < 30 && !(await atEnd()); flick += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(200);
  }
}

/** The page fits its window: nothing scrolls sideways. */
export async function hasNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * What a person in `language` must see on any screen: the document in their language and
 * direction (right-to-left for Arabic), the heading they read in it, nothing scrolling sideways,
 * and no script error on the way. Screenshot tests call it so each picture is also a check.
 */
export async function expectScreenIn(
  page: Page,
  language: 'en' | 'fr' | 'ar',
  heading: string | RegExp | undefined,
  errors: string[] = [],
) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await hasNoSidewaysScroll(page);
  expect(errors).toEqual([]);
}

/** Collects uncaught page errors from now on, for `expectScreenIn`. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** On a page's load, in ms after navigation started: its data calls, and a remote's code first running. */
export interface StartOrder {
  /** Each data call other than who is signed in: its path, when it was asked for. */
  dataCalls: { path: string; at: number }[];
  /** Infinity when no remote ran. */
  firstRemoteRunMs: number;
}

/**
 * Notes, from the page's next load on, when the first remote's code ran (the load event of a
 * remoteEntry.js script, which follows its running) and when each data call was asked for. It
 * only watches, so the page loads as it would (routing a request would turn the HTTP cache off).
 */
export async function recordStartOrder(page: Page): Promise<() => Promise<StartOrder>> {
  await page.addInitScript(() => {
    const ran: number[] = [];
    Object.assign(window, { __remoteRuns: ran });
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLScriptElement && /\/remoteEntry\.js$/.test(node.src)) {
            node.addEventListener('load', () => ran.push(performance.now()));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => {
      const dataCalls = performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime }))
        .filter(({ path }) => path.startsWith('/api/') && path !== '/api/auth/user');
      const ran = (window as unknown as { __remoteRuns?: number[] }).__remoteRuns ?? [];
      return { dataCalls, firstRemoteRunMs: Math.min(...ran) };
    });
}
