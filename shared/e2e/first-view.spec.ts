import { expect, test, type Browser, type Page } from '@playwright/test';
import { DESKTOP_MIN_WIDTH_PX } from '@ps/contracts/constants';
import { DESKTOP, PHONE, signUpViaApi, startApp, today, ZONE, ZONE_HEADERS } from './support';

/**
 * A signed-in page arrives with its first view drawn by the gateway (the shell's prerendered
 * frame, in the user's language, with their name): a phone paints it before any script has run,
 * and the app then draws the same over it.
 */
const WELCOME = {
  en: 'Welcome back, Noor!',
  fr: 'Bon retour, Noor !',
  ar: 'مرحبًا بعودتك، Noor!',
} as const;
type Language = keyof typeof WELCOME;
/** Each page's heading, and how far down its first view is drawn the same once the app runs. */
const PAGES = {
  '/': { heading: WELCOME, top: { phone: 145, desktop: 170 } },
  // The header of mf-habits' page, its own prerendered first view inside the frame.
  '/habits': {
    heading: { en: 'Habits', fr: 'Habitudes', ar: 'العادات' },
    top: { phone: 150, desktop: 160 },
  },
  // mf-tasks' first view: the header with its button, down to the tabs (counted once loaded).
  '/tasks': {
    heading: { en: 'Tasks', fr: 'Tâches', ar: 'المهام' },
    top: { phone: 200, desktop: 170 },
  },
  // mf-pomodoro's first view: the title (the day's count under it comes with the app's data).
  '/pomodoro': {
    heading: { en: 'Pomodoro Timer', fr: 'Minuteur Pomodoro', ar: 'مؤقت بومودورو' },
    top: { phone: 112, desktop: 128 },
  },
  // mf-progress' first view: the header, down to the cards (their figures loading).
  '/progress': {
    heading: { en: 'Progress', fr: 'Progression', ar: 'التقدّم' },
    top: { phone: 145, desktop: 170 },
  },
} as const;
const SIZES = { phone: PHONE, desktop: DESKTOP };
/** The app's scripts; not the before-paint script, which runs before any paint is made. */
const SCRIPTS = /^(?!.*\/before-paint\.js$).*\.js$/;

/** What a phone's Chromium says with every request; other browsers say nothing of the kind. */
const SAYS_PHONE = { 'Sec-CH-UA-Mobile': '?1' };

/** A browser signed in as a new user named Noor who reads the app in `language`. */
async function signedIn(
  browser: Browser,
  language: Language,
  viewport: typeof PHONE,
  extraHTTPHeaders: Record<string, string> = {},
) {
  // The browser in the zone the account is made in (the API calls' zone): the gateway draws on
  // the account's calendar and the app on the browser's, and a task due today is "Due Today" in
  // both. In the machine's zone, the two disagreed at the hours when its date is not the account's.
  const context = await browser.newContext({
    viewport,
    serviceWorkers: 'block',
    timezoneId: ZONE,
    extraHTTPHeaders,
  });
  const page = await context.newPage();
  await signUpViaApi(page, { firstName: 'Noor', language });
  return page;
}

test('the first view is a picture of the page until the app draws it: nothing in it works yet', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'ar', PHONE);
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('h1').filter({ visible: true })).toHaveText(WELCOME.ar);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The phone's frame shows (its bottom bar), not the desktop's.
  await expect(page.locator('nav').filter({ visible: true })).toHaveCount(1);
  await expect(page.locator('[data-frame-width="desktop"]')).toBeHidden();
  const focused = await page.evaluate(() => {
    document.querySelector<HTMLElement>('[data-frame-width="phone"] a[href="/tasks"]')?.focus();
    return document.activeElement?.tagName;
  });
  expect(focused).toBe('BODY');

  await page.unroute(SCRIPTS);
  await page.reload();
  await expect(page.getByRole('heading', { name: WELCOME.ar })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-prerendered-frame]')).toHaveCount(0);
  await page.getByRole('link', { name: 'المهام' }).last().click();
  await expect(page).toHaveURL(/\/tasks$/);
  await page.context().close();
});

const SIDEBAR_WIDTH = { expanded: 256, collapsed: 64 };

/**
 * The frame's parts on a phone (the top down to `top`, the bottom bar) or a desktop (the top down
 * to `top`, the sidebar).
 */
function frameRegions(phone: boolean, rightToLeft: boolean, top: number, sidebar: number) {
  if (phone) {
    return [
      { x: 0, y: 0, width: PHONE.width, height: top },
      { x: 0, y: PHONE.height - 64, width: PHONE.width, height: 64 },
    ];
  }
  const main = { x: rightToLeft ? 0 : sidebar, width: DESKTOP.width - sidebar };
  const side = { x: rightToLeft ? DESKTOP.width - sidebar : 0, width: sidebar };
  return [
    { ...main, y: 0, height: top },
    { ...side, y: 0, height: 60 },
    { ...side, y: 120, height: DESKTOP.height - 120 },
  ];
}

/**
 * The regions of `route` as the gateway sent it (scripts blocked) and as the app draws it once
 * running: the same, pixel for pixel.
 */
async function expectDrawnAsSent(
  page: Page,
  route: string,
  heading: string,
  regions: ReturnType<typeof frameRegions>,
  what: string,
) {
  const shots: Buffer[][] = [];
  for (const scripts of ['blocked', 'running'] as const) {
    if (scripts === 'blocked') await page.route(SCRIPTS, (route) => route.abort());
    else await page.unroute(SCRIPTS);
    await page.goto(route, { waitUntil: 'networkidle' });
    if (scripts === 'running') {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.locator('[data-prerendered-frame], [data-first-view]')).toHaveCount(0);
    }
    shots.push(
      await Promise.all(regions.map((clip) => page.screenshot({ animations: 'disabled', clip }))),
    );
  }
  for (const [region, sent] of shots[0]!.entries()) {
    const drawn = shots[1]![region]!;
    // A region that differs goes with the report as both pictures, so the difference can be seen.
    if (!sent.equals(drawn)) {
      for (const [name, body] of [
        ['as sent', sent],
        ['as drawn', drawn],
      ] as const) {
        await test.info().attach(`${what}, region ${region}, ${name}`, {
          body,
          contentType: 'image/png',
        });
      }
    }
    expect(Buffer.compare(sent, drawn), `${what}: region ${region} differs`).toBe(0);
  }
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const [route, { heading, top }] of Object.entries(PAGES)) {
    test(`the app draws ${route} as the gateway did, pixel for pixel (${size})`, async ({
      browser,
    }) => {
      // The widgets below are loading in one and drawn in the other, and the sidebar's search box
      // comes after the frame in both: what is compared is the top of the page with its heading,
      // and the navigation (the bottom bar; the sidebar's name and its links).
      // Six page loads, two per language, each to the network's rest: about 45 s on a quiet
      // two-core machine, more under load.
      test.setTimeout(150_000);
      for (const language of Object.keys(WELCOME) as Language[]) {
        const phone = size === 'phone';
        const height = top[phone ? 'phone' : 'desktop'];
        const regions = frameRegions(phone, language === 'ar', height, SIDEBAR_WIDTH.expanded);
        const page = await signedIn(browser, language, viewport);
        await expectDrawnAsSent(page, route, heading[language], regions, language);
        await page.context().close();
      }
    });
  }
}

test('a desktop whose sidebar is kept collapsed gets it collapsed from the first paint', async ({
  browser,
}) => {
  for (const language of ['en', 'ar'] as const) {
    const page = await signedIn(browser, language, DESKTOP);
    await page.addInitScript(() => localStorage.setItem('ps.sidebarCollapsed', 'true'));
    const regions = frameRegions(false, language === 'ar', 170, SIDEBAR_WIDTH.collapsed);
    await expectDrawnAsSent(page, '/', WELCOME[language], regions, language);
    await page.context().close();
  }
});

test("a phone paints the person's own tasks with the page, and the app draws them the same without asking again", async ({
  browser,
}) => {
  for (const language of ['en', 'ar'] as const) {
    // A phone that says so gets the phone's frame alone, without the desktop's two layouts.
    const page = await signedIn(browser, language, PHONE, SAYS_PHONE);
    for (const [description, priority] of [
      ['Renew the passport <b>today</b>', 'high'],
      ['Call the plumber', 'medium'],
      ['Water the plants', 'low'],
    ]) {
      const response = await page.request.post('/api/tasks', {
        headers: ZONE_HEADERS,
        data: { description, priority, dueDate: today() },
      });
      expect(response.ok()).toBe(true);
    }
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/tasks') || pathname === '/api/auth/user') asked.push(pathname);
    });

    await page.route(SCRIPTS, (route) => route.abort());
    await page.goto('/tasks');
    // Before any script: their tasks, their text as text, in their order.
    const rows = page.locator('[data-frame-width="phone"] li');
    await expect(rows.filter({ hasText: 'Renew the passport <b>today</b>' })).toBeVisible();
    await expect(rows.nth(2)).toContainText('Water the plants');
    await expect(page.locator('[data-frame-width^="desktop"]')).toHaveCount(0);
    await page.unroute(SCRIPTS);

    // The app then draws the same rows over them, pixel for pixel, with what the page brought.
    const regions = [{ x: 0, y: 0, width: PHONE.width, height: 640 }];
    const heading = PAGES['/tasks'].heading[language];
    await expectDrawnAsSent(page, '/tasks', heading, regions, language);
    await expect(page.getByRole('tab', { name: /3/ }).first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(asked, 'what the app asked for again').toEqual([]);
    await page.context().close();
  }
});

test('a phone held sideways, as wide as a desktop, paints the frame it will show from the first paint', async ({
  browser,
}) => {
  // A phone's Chromium (it says so with every request) with a window wider than the phone's frame
  // goes: its app draws the desktop's sidebar, so its first paint must show it too.
  const context = await browser.newContext({
    viewport: { width: DESKTOP_MIN_WIDTH_PX + 15, height: 412 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    timezoneId: ZONE,
    extraHTTPHeaders: SAYS_PHONE,
  });
  const page = await context.newPage();
  await signUpViaApi(page, { firstName: 'Noor' });
  // Any page of the app asks the browser for its window's width with its next requests.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: WELCOME.en })).toBeVisible();

  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto('/habits');
  await expect(page.locator('[data-frame-width="desktop"]')).toBeVisible();
  await expect(page.locator('[data-frame-width="phone"]')).toBeHidden();
  await page.unroute(SCRIPTS);

  // The app then draws the desktop's frame over it: no switch from a bottom bar to a sidebar.
  await page.goto('/habits');
  await expect(page.getByRole('heading', { name: 'Habits', level: 1 })).toBeVisible();
  await expect(page.locator('[data-prerendered-frame]')).toHaveCount(0);
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Tasks', exact: true }),
  ).toBeVisible();
  await context.close();
});

test("a phone paints the person's own timer with the Pomodoro page, before any script has run", async ({
  browser,
}) => {
  const page = await signedIn(browser, 'fr', PHONE);
  const saved = await page.request.put('/api/pomodoro/settings', { data: { workMinutes: 40 } });
  expect(saved.ok()).toBe(true);
  const clock = page.locator('[data-frame-width="phone"]').getByText('40:00', { exact: true });

  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto('/pomodoro');
  await expect(clock).toBeVisible();
  await page.unroute(SCRIPTS);

  await page.goto('/pomodoro');
  await expect(page.locator('[data-prerendered-frame], [data-first-view]')).toHaveCount(0);
  await expect(page.getByText('40:00', { exact: true })).toBeVisible();
  await page.context().close();
});

/**
 * What the document held when the browser first rendered it: recorded by the first animation
 * frame, which runs right before the first paint, asked for as the document starts.
 */
const RECORD_FIRST_FRAME = `(() => {
  window.__firstFrame = new Promise((resolve) =>
    requestAnimationFrame(() =>
      resolve({
        heading: !!document.querySelector('[data-first-view] h1'),
        quickNavigation: !!document.querySelector('nav[aria-label="Quick navigation"]'),
      }),
    ),
  );
})()`;

test('on a slow network a phone paints the signed-in page whole, never its header alone', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'en', PHONE, SAYS_PHONE);
  await page.addInitScript(RECORD_FIRST_FRAME);
  // 20 KB/s: the page's HTML (some 80 KB with its styles and first reads) arrives over seconds,
  // in pieces the browser could each paint.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 20 * 1024,
    uploadThroughput: 20 * 1024,
  });
  await page.route(SCRIPTS, (route) => route.abort());

  await page.goto('/pomodoro', { waitUntil: 'commit' });
  const firstFrame = await page.evaluate(
    () => (window as unknown as { __firstFrame: unknown }).__firstFrame,
  );
  expect(firstFrame).toEqual({ heading: true, quickNavigation: true });
  await page.context().close();
});

/**
 * Every style rule the page makes once it runs, recorded from the first script on: emotion puts
 * each new rule in with insertRule.
 */
const RECORD_MADE_RULES = `(() => {
  const insert = CSSStyleSheet.prototype.insertRule;
  window.__madeRules = [];
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    window.__madeRules.push(rule);
    return insert.call(this, rule, index);
  };
})()`;

/** The rules the app made for an element of the page's own content (inside its main region). */
async function rulesMadeForThePage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const made = (window as unknown as { __madeRules: string[] }).__madeRules;
    const classes = new Set(
      [...document.querySelectorAll('main *')].flatMap((element) => [...element.classList]),
    );
    return made.filter((rule) =>
      [...rule.matchAll(/\.([\w-]+)/g)].some(([, name]) => classes.has(name!)),
    );
  });
}

test("the dashboard, Habits and Progress pages come with the styles of the person's data: drawing it makes no style rule", async ({
  browser,
}) => {
  for (const language of ['en', 'ar'] as const) {
    const page = await signedIn(browser, language, PHONE, SAYS_PHONE);
    const habits = [
      { name: 'Read', frequency: 'daily' },
      { name: 'Run', frequency: 'weekly', schedule: { kind: 'timesPerWeek', times: 3 } },
      {
        name: 'Water',
        frequency: 'daily',
        target: { amount: 8, unit: 'glasses', direction: 'atLeast' },
      },
    ];
    for (const habit of habits) {
      const created = await page.request.post('/api/habits', {
        headers: ZONE_HEADERS,
        data: { ...habit, startDate: today() },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const { id } = (await created.json()) as { id: number };
      const checkIn = habit.target ? { date: today(), value: 5 } : { date: today() };
      const done = await page.request.post(`/api/habits/${id}/complete`, {
        headers: ZONE_HEADERS,
        data: checkIn,
      });
      expect(done.ok(), await done.text()).toBe(true);
    }
    await page.addInitScript(RECORD_MADE_RULES);
    for (const [route, shown] of [
      // The dashboard's first screen on a phone: the figures, today's habits and tasks.
      ['/', page.getByRole('main').getByText('Water').first()],
      ['/habits', page.getByRole('main').getByText('Water').first()],
      ['/progress', page.getByRole('main').getByText('Run').first()],
    ] as const) {
      await page.goto(route);
      await startApp(page);
      await expect(shown).toBeVisible();
      // The app has drawn the person's data (every card of the page is there).
      await page.waitForLoadState('networkidle');
      expect(await rulesMadeForThePage(page), `${route} in ${language}`).toEqual([]);
    }
    await page.context().close();
  }
});
