import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@ps/contracts/api';
import {
  PHONE,
  recordStartOrder,
  scrollUntilVisible,
  shiftDate,
  signUpViaApi,
  today,
  ZONE,
  ZONE_HEADERS,
} from './support';

/**
 * The dashboard on a slow phone network (Chrome's own throttling): it paints with its data, and
 * from the second start on its data is asked for beside the remotes' code rather than after it.
 * How fast is the bench's business (npm run bench); this is about what is asked for when.
 */
const SLOW = { timeout: 60_000 };
/** Lighthouse's phone: slow 4G, 150 ms round trips, 1.6 Mbps. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
};
/** The app notes a page's reads for the first seconds after its first one. */
const READS_NOTED_MS = 5500;

async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

/** The paths the page asked for, in order. */
function requestsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

async function seed(page: Page) {
  await signUpViaApi(page);
  const habit = await page.request.post('/api/habits', {
    headers: ZONE_HEADERS,
    data: { name: 'Read ten pages', frequency: 'daily', startDate: shiftDate(today(), -3) },
  });
  expect(habit.status()).toBe(201);
  const task = await page.request.post('/api/tasks', {
    data: { description: 'Call the bank', priority: 'high', dueDate: null, habitId: null },
  });
  expect(task.status()).toBe(201);
}

/** The page's layout shifts, summed as Chrome's Cumulative Layout Shift counts them. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total,
    );
}

async function expectDashboardWithData(page: Page) {
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible(SLOW);
  await expect(page.getByText('Read ten pages').first()).toBeVisible(SLOW);
  await expect(page.getByText('Call the bank').first()).toBeVisible(SLOW);
}

test.use({ viewport: PHONE, timezoneId: ZONE });
test.describe.configure({ timeout: 180_000 });

/** On a phone the Pomodoro card is two screens down the dashboard. */
const scrollToPomodoroCard = (page: Page) =>
  scrollUntilVisible(page, page.getByRole('region', { name: 'Pomodoro Timer' }));

const remoteCode = (requests: string[], remote: string) =>
  requests.filter((path) => path.startsWith(`/remotes/${remote}/`) && path.endsWith('.js'));

test('on slow 4G the first dashboard paints with its habits and tasks', async ({ page }) => {
  await seed(page);
  await slowNetwork(page);
  const requests = requestsOf(page);
  await page.goto('/');
  await expectDashboardWithData(page);
  for (const remote of ['mf-progress', 'mf-habits', 'mf-tasks']) {
    expect(remoteCode(requests, remote), remote).toContain(`/remotes/${remote}/remoteEntry.js`);
  }
  // The forms' and dialogs' MUI components (MUI_LATER) are not part of the dashboard's start,
  // nor is the toast queue before a notice, a touch or a key.
  expect(requests.filter((path) => /\/mui-later\.\w+\.js$/.test(path))).toEqual([]);
  // Nor MUI's tooltips with their placing engine (MUI_POPUPS): a phone's dashboard has none.
  expect(requests.filter((path) => /\/mui-popups\.\w+\.js$/.test(path))).toEqual([]);
  expect(requests.filter((path) => /\/toast-queue\.\w+\.js$/.test(path))).toEqual([]);
});

test("the dashboard downloads its texts in its person's language only", async ({ page }) => {
  await signUpViaApi(page, { language: 'fr', firstName: 'Léa' });
  const requests = requestsOf(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Bon retour, Léa !' })).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { name: 'Habitudes du jour' }).first()).toBeVisible(SLOW);
  await page.waitForLoadState('networkidle');
  const texts = requests.filter((path) => /\/messages-\w+\.\w+\.js$/.test(path));
  // The shell's (with the kit's) and those of each remote the dashboard starts with.
  for (const from of ['/', '/remotes/mf-habits/', '/remotes/mf-tasks/', '/remotes/mf-progress/']) {
    expect(
      texts.filter((path) => path.startsWith(`${from}messages-`)),
      from,
    ).toHaveLength(1);
  }
  expect(texts.filter((path) => !/\/messages-fr\./.test(path))).toEqual([]);
});

test("the browser's Intl data is readied on a thread of its own while the app's code downloads", async ({
  page,
}) => {
  await signUpViaApi(page, { language: 'ar' });
  const workers: string[] = [];
  const errors: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^مرحبًا بعودتك/ })).toBeVisible(SLOW);
  expect(workers).toContain('/warm-intl.js');
  expect(errors).toEqual([]);
});

test("an account's language, not the browser's last one, decides which texts its remotes download", async ({
  page,
  context,
}) => {
  await signUpViaApi(page, { language: 'fr', firstName: 'Léa' });
  // This browser last showed the app in English, to a visitor.
  await context.addCookies([
    { name: LANGUAGE_COOKIE, value: 'en', url: test.info().project.use.baseURL! },
  ]);
  const requests = requestsOf(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Habitudes du jour' }).first()).toBeVisible(SLOW);
  await page.waitForLoadState('networkidle');
  const remoteTexts = requests.filter((path) =>
    /^\/remotes\/.*\/messages-\w+\.\w+\.js$/.test(path),
  );
  expect(remoteTexts.length).toBeGreaterThanOrEqual(3);
  expect(remoteTexts.filter((path) => !/\/messages-fr\./.test(path))).toEqual([]);
});

/** A day's worth: five habits and four tasks due today fill a phone's screen above the Pomodoro card. */
async function seedADay(page: Page) {
  await seed(page);
  for (const name of ['Stretch', 'Journal', 'Walk', 'Meditate']) {
    const habit = await page.request.post('/api/habits', {
      headers: ZONE_HEADERS,
      data: { name, frequency: 'daily', startDate: shiftDate(today(), -3) },
    });
    expect(habit.status()).toBe(201);
  }
  for (const description of ['Pay rent', 'Book dentist', 'Water plants']) {
    const task = await page.request.post('/api/tasks', {
      data: { description, priority: 'medium', dueDate: today(), habitId: null },
    });
    expect(task.status()).toBe(201);
  }
}

/**
 * A day's dashboard on a phone over slow 4G, settled: answers the paths asked for. The Pomodoro
 * card is two screens down, its place held: nothing of its remote's code has come.
 */
async function openADayOnAPhone(page: Page): Promise<string[]> {
  await seedADay(page);
  await slowNetwork(page);
  const requests = requestsOf(page);
  await page.goto('/');
  await expectDashboardWithData(page);
  await page.waitForLoadState('networkidle');
  expect(remoteCode(requests, 'mf-pomodoro')).toEqual([]);
  return requests;
}

test("on a phone, the Pomodoro card's code is downloaded only once a scroll brings the card near", async ({
  page,
}) => {
  const requests = await openADayOnAPhone(page);
  // Below the screen, the waiting widgets hold their places still: no spinner turns out of sight
  // (one kept the browser restyling and repainting the page at every frame).
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  // Nor has the first screen asked for what only the pages and this card draw (MUI_PAGES,
  // KIT_PAGES: the timer's button and rules), nor for the styling of right-to-left pages.
  const filesOf = (chunk: string) => requests.filter((path) => path.includes(`/${chunk}.`));
  for (const chunk of ['mui-pages', 'kit-pages', 'right-to-left']) {
    expect(filesOf(chunk), chunk).toEqual([]);
  }

  await scrollToPomodoroCard(page);
  expect(remoteCode(requests, 'mf-pomodoro')).toContain('/remotes/mf-pomodoro/remoteEntry.js');
  expect(filesOf('mui-pages')).toHaveLength(1);
  expect(filesOf('kit-pages')).toHaveLength(1);
  // The card is the live one: its Start button starts a focus session.
  const card = page.getByRole('region', { name: 'Pomodoro Timer' });
  await card.getByRole('button', { name: 'Start timer' }).click();
  await expect(card.getByRole('button', { name: 'Pause timer' })).toBeVisible(SLOW);
});

test('on a phone, a keyboard user tabbing down the dashboard reaches the Pomodoro card before the quick actions', async ({
  page,
}) => {
  await openADayOnAPhone(page);

  // The card each press of Tab lands in, at a brisk pace (the browser scrolls focus into view).
  const cards: string[] = [];
  for (let presses = 0; presses < 80 && !cards.includes('Quick Actions'); presses += 1) {
    await page.keyboard.press('Tab');
    await page.waitForTimeout(100);
    cards.push(
      await page.evaluate(
        () =>
          document.activeElement?.closest('.MuiCard-root')?.querySelector('h2')?.textContent ?? '',
      ),
    );
  }
  expect(cards).toContain('Quick Actions');
  expect(cards.slice(0, cards.indexOf('Quick Actions'))).toContain('Pomodoro Timer');
});

test("on slow 4G the remotes' manifests download beside the app's own code, each once", async ({
  page,
}) => {
  await seed(page);
  await slowNetwork(page);
  const asked: { path: string; at: number }[] = [];
  let vendorArrived = Infinity;
  page.on('request', (request) =>
    asked.push({ path: new URL(request.url()).pathname, at: Date.now() }),
  );
  page.on('requestfinished', (request) => {
    if (/\/vendor\.\w+\.js$/.test(request.url())) vendorArrived = Date.now();
  });
  await page.goto('/');
  await expectDashboardWithData(page);
  const remoteFiles = asked.filter(({ path }) => path.startsWith('/remotes/'));
  // The gateway's page preloads them: asked for while the shared packages are still on their way,
  // not once the app has started and reached the widgets.
  const manifests = remoteFiles.filter(({ path }) => path.endsWith('/mf-manifest.json'));
  expect(manifests).toHaveLength(4);
  for (const manifest of manifests) expect(manifest.at).toBeLessThan(vendorArrived);
  const paths = remoteFiles.map(({ path }) => path);
  expect(paths).toEqual([...new Set(paths)]);
});

test('a form opened from the dashboard brings its MUI components then, and the toast queue with the first tap', async ({
  page,
}) => {
  await seed(page);
  const requests = requestsOf(page);
  await page.goto('/');
  await expectDashboardWithData(page);
  await page.getByRole('button', { name: 'Add New Task' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible(SLOW);
  expect(requests.filter((path) => /\/mui-later\.\w+\.js$/.test(path))).toHaveLength(1);
  expect(requests.filter((path) => /\/toast-queue\.\w+\.js$/.test(path))).toHaveLength(1);
});

test("a phone's Pomodoro page starts without the settings' sliders and switches, the search's autocomplete or the tooltips, and brings the first when its settings open", async ({
  page,
}) => {
  await signUpViaApi(page);
  const requests = requestsOf(page);
  const filesOf = (chunk: string) => requests.filter((path) => path.includes(`/${chunk}.`));
  await page.goto('/pomodoro');
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible(SLOW);
  await page.waitForLoadState('networkidle');
  // The page's own select and inputs come (MUI_LATER); what only an opened panel or the phone's
  // menu draws (MUI_ON_OPENING, MUI_SEARCH) does not, nor the tooltips' placing engine
  // (MUI_POPUPS): the page has no tooltip, only menus that open with a Grow.
  expect(filesOf('mui-later')).toHaveLength(1);
  expect(filesOf('mui-on-opening')).toEqual([]);
  expect(filesOf('mui-search')).toEqual([]);
  expect(filesOf('mui-popups')).toEqual([]);

  await page.getByRole('button', { name: 'Timer Settings' }).click();
  const workDuration = page.getByRole('slider', { name: /Work Duration/ });
  await expect(workDuration).toBeVisible(SLOW);
  await workDuration.focus();
  await page.keyboard.press('ArrowRight');
  await expect(workDuration).toHaveAttribute('aria-valuenow', '26');
  expect(filesOf('mui-on-opening')).toHaveLength(1);
  expect(filesOf('mui-search')).toEqual([]);
});

// Each slot holds the space its widget takes while the remote's code and data arrive; "good" CLS
// is under 0.1.
test('on slow 4G the dashboard does not jump while its widgets arrive', async ({ page }) => {
  await seed(page);
  await slowNetwork(page);
  const layoutShift = await recordLayoutShifts(page);
  await page.goto('/');
  await expectDashboardWithData(page);
  await page.waitForLoadState('networkidle');
  expect(await layoutShift()).toBeLessThan(0.1);
  // Nor when a scroll brings a lower widget near and its remote arrives.
  await scrollToPomodoroCard(page);
  await page.waitForLoadState('networkidle');
  expect(await layoutShift()).toBeLessThan(0.1);
});

test("on slow 4G, from the second start the dashboard's data is asked for before its remotes' code runs", async ({
  page,
}) => {
  await seed(page);
  await page.goto('/');
  await expectDashboardWithData(page);
  await page.waitForTimeout(READS_NOTED_MS);

  await slowNetwork(page);
  const startOrder = await recordStartOrder(page);
  await page.reload();
  await expectDashboardWithData(page);
  const { dataCalls, firstRemoteRunMs } = await startOrder();
  expect(firstRemoteRunMs).toBeLessThan(Infinity);
  for (const data of ['/api/habits', '/api/tasks', '/api/analytics/stats']) {
    const asked = dataCalls.find(({ path }) => path === data);
    expect(asked, `${data} asked for`).toBeDefined();
    expect(asked!.at, `${data} before any remote's code ran`).toBeLessThan(firstRemoteRunMs);
  }
});

/** A CSS animation of the page: how long since it began, and whether it is drawing frames yet. */
interface Motion {
  sinceMs: number;
  moving: boolean;
}
interface LoadingMotion {
  animations: Motion[];
  /** How opaque each spinner's place is. */
  spinnersSeen: number[];
}
type WatchedWindow = Window & {
  loadingMotion: () => LoadingMotion;
  firstSpinnerFrame?: LoadingMotion;
};

/**
 * Teaches the page to tell what moves on it (a skeleton's pulse, a spinner's turn and fade), and
 * notes that at the first frame that has a spinner, however long the page then takes to load.
 */
async function watchLoadingMotion(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as WatchedWindow;
    const spinners = () => [...document.querySelectorAll('[role="progressbar"]')];
    watched.loadingMotion = () => ({
      animations: document.getAnimations().map((animation) => {
        const sinceMs = Number(animation.currentTime ?? 0);
        return { sinceMs, moving: sinceMs >= Number(animation.effect?.getTiming().delay ?? 0) };
      }),
      spinnersSeen: spinners().map((spinner) =>
        Number(getComputedStyle(spinner.parentElement!).opacity),
      ),
    });
    const look = () => {
      if (spinners().length > 0) watched.firstSpinnerFrame = watched.loadingMotion();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return {
    firstSpinnerFrame: () =>
      page
        .waitForFunction(() => (window as unknown as WatchedWindow).firstSpinnerFrame)
        .then((handle) => handle.jsonValue() as Promise<LoadingMotion>),
    now: () => page.evaluate(() => (window as unknown as WatchedWindow).loadingMotion()),
  };
}

test('while a page waits for its data, its placeholders hold still and its spinner stays unseen for two seconds, then both move', async ({
  page,
}) => {
  await seed(page);
  const motion = await watchLoadingMotion(page);
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/api\/(?!auth\/)/, async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/progress');

  const first = await motion.firstSpinnerFrame();
  // The spinner has just come: it is unseen and still, as is every placeholder under two seconds.
  expect(first.spinnersSeen.length).toBeGreaterThan(0);
  expect(first.spinnersSeen.every((seen) => seen === 0)).toBe(true);
  expect(first.animations.some(({ sinceMs }) => sinceMs < 2000)).toBe(true);
  for (const { sinceMs, moving } of first.animations) expect(moving).toBe(sinceMs >= 2000);

  const allMovingAndSeen = async () => {
    const { animations, spinnersSeen } = await motion.now();
    return (
      animations.length > 0 &&
      animations.every(({ moving }) => moving) &&
      spinnersSeen.every((seen) => seen === 1)
    );
  };
  await expect.poll(allMovingAndSeen, { timeout: 10_000 }).toBe(true);
  answer();
  await expect(page.getByText('Read ten pages').first()).toBeVisible(SLOW);
});
