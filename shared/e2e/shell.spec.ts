import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  chooseVisitorLanguage,
  DESKTOP,
  PHONE,
  SCREENSHOT_DIR,
  scrollThroughPage,
  signUpViaApi,
  startApp,
  ZONE_HEADERS,
  today,
  collectPageErrors,
  expectScreenIn,
} from './support';

/*
 * The shell against the real gateway: routes and the sign-in gate, the login screen's three
 * ways in, logout, Arabic right-to-left, a remote blocked at the network, a remote redeployed
 * without rebuilding the shell, and screenshots of the main screens in en/fr/ar.
 */

// The shared machine can be very busy (several suites at once): generous waits, one worker.
const SLOW = { timeout: 45_000 };
test.describe.configure({ timeout: 150_000 });
const LANGUAGES = ['en', 'fr', 'ar'] as const;

/** Fails the test on any uncaught error in the page. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Toasts shown just before a full-page navigation vanish with the page; this records every
 * toast's text in sessionStorage (kept across same-tab navigations) so a test can read it after.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen = (): string[] => JSON.parse(sessionStorage.getItem('e2e.toasts') ?? '[]');
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
        const text = toast.textContent ?? '';
        if (!seen().includes(text)) {
          sessionStorage.setItem('e2e.toasts', JSON.stringify([...seen(), text]));
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // Read with expect.poll: a toast can show a moment after the navigation a test waits for.
  return async () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.toasts') ?? '[]') as string[]);
}

const unavailable = (page: Page) => page.getByTestId('remote-unavailable');

/**
 * Expects `first` to stand left of `then` on the screen, in the only visible element `text` finds
 * (polled: a page drawn on the server is drawn again by the app, which replaces its elements).
 */
async function expectReadLeftToRight(text: Locator, first: string, then: string) {
  const leftOf = (word: string) =>
    text.evaluate((element, sought) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(sought);
        if (at === -1) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + sought.length);
        const box = range.getBoundingClientRect();
        return box.width > 0 ? box.left : Number.NaN;
      }
      return Number.NaN;
    }, word);
  await expect
    .poll(async () => (await leftOf(first)) < (await leftOf(then)), {
      ...SLOW,
      message: `"${first}" left of "${then}"`,
    })
    .toBe(true);
}

test.describe('routes and the sign-in gate', () => {
  test('a visitor gets the landing page at / and the 404 page elsewhere', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible(SLOW);
    await startApp(page);
    await expect(page.locator('[data-slot="mf-landing/LandingPage"]')).toHaveCount(1);
    await expect(unavailable(page)).toHaveCount(0);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible(SLOW);
    expect(errors).toEqual([]);
  });

  test("a signed-out visit to /habits shows 'Unauthorized' and ends on /login", async ({
    page,
  }) => {
    const toasts = await recordToasts(page);
    await page.goto('/habits');
    await page.waitForURL('**/login', SLOW);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible(SLOW);
    await expect
      .poll(toasts, SLOW)
      .toContainEqual(
        expect.stringContaining('UnauthorizedYou are logged out. Logging in again...'),
      );
  });

  test('every signed-in route shows its page inside the app layout', async ({ page }) => {
    const errors = watchPageErrors(page);
    await signUpViaApi(page, { firstName: 'Robin' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome back, Robin!' })).toBeVisible(SLOW);
    await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();

    const pages: [string, RegExp][] = [
      ['Habits', /\/habits$/],
      ['Tasks', /\/tasks$/],
      ['Pomodoro', /\/pomodoro$/],
      ['Progress', /\/progress$/],
      ['Dashboard', /\/$/],
    ];
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [name, url] of pages) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('progressbar', { name: 'Loading…' })).toHaveCount(0, SLOW);
      await expect(unavailable(page)).toHaveCount(0);
      // Each remote draws its own title: they read as one app only if they look alike.
      const title = page.getByRole('heading', { level: 1 });
      expect(await title.evaluate((h1) => getComputedStyle(h1).fontWeight), name).toBe('700');
    }
    await page.goto('/somewhere-else');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible(SLOW);
    expect(errors).toEqual([]);
  });

  test("the dashboard's quick actions start a focus session and open Progress", async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto('/');
    const startFocus = page.getByRole('link', { name: 'Start Focus Session' });
    await expect(startFocus).toHaveAttribute('href', '/pomodoro?start=1');
    await startFocus.click();
    // The Pomodoro page starts a work session, then drops ?start=1 so a reload does not restart it.
    await expect(page.getByRole('button', { name: 'Pause timer' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/pomodoro$/);
    await page.goBack();
    await page.getByRole('link', { name: 'View Analytics' }).click();
    await expect(page).toHaveURL(/\/progress$/);
  });
});

test.describe('signing in and out', () => {
  test('sign-up creates the account and opens the dashboard', async ({ page }) => {
    const username = `new${Date.now().toString(36)}`;
    const toasts = await recordToasts(page);
    await page.goto('/login');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('First Name (optional)').fill('Noor');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/', SLOW);
    await expect
      .poll(toasts, SLOW)
      .toContainEqual(expect.stringContaining('Account CreatedWelcome to Productivity Suite'));
    await expect(page.getByRole('heading', { name: 'Welcome back, Noor!' })).toBeVisible(SLOW);
  });

  test("sign-in with a wrong password says 'Sign In Failed'; the right one opens the dashboard", async ({
    page,
    browser,
  }) => {
    const other = await browser.newContext();
    const { username, password } = await signUpViaApi(await other.newPage(), { firstName: 'Ada' });
    await other.close();

    const toasts = await recordToasts(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Sign In Failed')).toBeVisible(SLOW);
    // One toast at a time: the next one waits until this one is gone.
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Sign In Failed')).toHaveCount(0);

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/', SLOW);
    await expect
      .poll(toasts, SLOW)
      .toContainEqual(expect.stringContaining('Welcome back!You have successfully signed in'));
    await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible(SLOW);
  });

  test('the demo account signs in with one click', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Demo: demo / demo1234')).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Try Demo Account' }).click();
    await page.waitForURL((url) => url.pathname === '/', SLOW);
    await expect(page.getByRole('heading', { name: /^Welcome back, .+!$/ })).toBeVisible(SLOW);
  });

  test("logout says 'Logged out successfully' and returns to /login", async ({ page }) => {
    const toasts = await recordToasts(page);
    await signUpViaApi(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login', SLOW);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible(SLOW);
    await expect
      .poll(toasts, SLOW)
      .toContainEqual(expect.stringContaining('Logged out successfullySee you next time!'));
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });
});

test.describe('languages', () => {
  test("a remote's MUI components take the shell's theme", async ({ page }) => {
    await page.goto('/');
    await startApp(page);
    const button = page
      .locator('[data-slot="mf-landing/LandingPage"]')
      .getByRole('link', { name: 'Get Started' })
      .first();
    await expect(button).toBeVisible(SLOW);
    // The shell's primary colour (#4f46e5), not MUI's default blue.
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(79, 70, 229)',
    );
  });

  test('Arabic turns the whole document right-to-left, remotes included', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();

    // The visitor's choice survives a reload, before the first paint.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await signUpViaApi(page, { language: 'ar', firstName: 'Lina' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك، Lina!' })).toBeVisible(SLOW);
    // A remote's MUI components are styled through the shell's right-to-left emotion cache.
    const remoteStyled = page.locator('[data-slot="mf-progress/StatsRow"] [class*="muirtl-"]');
    await expect(remoteStyled.first()).toBeAttached(SLOW);
  });

  test("in Arabic, a person's own English words keep their order, and their fields follow what is typed", async ({
    page,
  }) => {
    await signUpViaApi(page, { language: 'ar' });
    const habit = await page.request.post('/api/habits', {
      headers: ZONE_HEADERS,
      data: {
        name: '10 push-ups',
        description: '20 minutes before breakfast',
        frequency: 'daily',
        startDate: today(),
      },
    });
    expect(habit.status()).toBe(201);
    const task = await page.request.post('/api/tasks', {
      data: { description: '3 slides for Monday', priority: 'high', dueDate: null, habitId: null },
    });
    expect(task.status()).toBe(201);

    // Laid out in the page's right-to-left paragraph, a leading number went to the line's end.
    await page.goto('/habits');
    await expectReadLeftToRight(page.getByText('20 minutes before breakfast'), '20', 'minutes');
    await expectReadLeftToRight(page.getByText('10 push-ups'), '10', 'push');
    await page.goto('/tasks');
    const list = page.getByRole('region', { name: 'المهام' });
    await expectReadLeftToRight(list.getByText('3 slides for Monday'), '3', 'slides');
    await list.getByRole('button', { name: /^حذف/ }).click();
    await expectReadLeftToRight(
      page.getByRole('dialog').getByText('3 slides for Monday'),
      '3',
      'slides',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click();
    await page.goto('/');
    // The dashboard's first card with each (the focus card offers the task too).
    await expectReadLeftToRight(
      page.getByText('10 push-ups').filter({ visible: true }).first(),
      '10',
      'push',
    );
    await expectReadLeftToRight(
      page.getByText('3 slides for Monday').filter({ visible: true }).first(),
      '3',
      'slides',
    );

    await page.goto('/tasks');
    await page.getByRole('button', { name: 'إضافة مهمة' }).click();
    const field = page.getByRole('dialog').getByRole('textbox', { name: /وصف المهمة/ });
    await field.fill('5 emails to answer');
    // Typed English starts at the field's left edge: a click there puts the cursor before the 5.
    await field.click({ position: { x: 4, y: 20 } });
    expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(0);
  });

  test("a signed-in user's language is saved on the server", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
    await expect(page.getByRole('heading', { name: /^Bon retour/ })).toBeVisible(SLOW);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/auth/user')).json()) as { language: string })
            .language,
      )
      .toBe('fr');
  });
});

test.describe('remote isolation', () => {
  test('mf-habits blocked at the network: its slots say unavailable, the rest works', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.route('**/remotes/mf-habits/**', (route) => route.abort());
    await signUpViaApi(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible(SLOW);
    await expect(unavailable(page)).toHaveCount(2, SLOW);
    await expect(page.locator('[data-remote="mf-habits/TodayHabitsCard"]')).toBeVisible();
    await expect(page.locator('[data-remote="mf-habits/WeeklyProgressCard"]')).toBeVisible();
    await expect(
      page.getByText('This part of the app is unavailable right now.').first(),
    ).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Tasks', exact: true }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByRole('progressbar', { name: 'Loading…' })).toHaveCount(0, SLOW);
    await expect(unavailable(page)).toHaveCount(0);

    await nav.getByRole('link', { name: 'Habits', exact: true }).click();
    await expect(page.locator('[data-remote="mf-habits/HabitsPage"]')).toBeVisible(SLOW);

    // Once the network is back, Retry loads the remote in place.
    await page.unroute('**/remotes/mf-habits/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(unavailable(page)).toHaveCount(0, SLOW);
    expect(errors).toEqual([]);
  });
});

/*
 * Redeploying a remote: a second gateway serves a STATIC_ROOT whose shell is the repository's
 * built shell (a symlink, never rebuilt) and whose mf-landing is a copy of the landing's source
 * built there. Changing one string in that copy and rebuilding only it is a redeploy: a reload
 * shows the new text, and the shell's files are untouched.
 */
test.describe('redeploying a remote', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ serviceWorkers: 'allow' });
  const repo = path.resolve(__dirname, '../..');
  const port = Number(process.env.E2E_REDEPLOY_PORT || 3118);
  let root = '';
  let gateway: ChildProcess | undefined;

  // The remote's own build: its bundle and its prerendered pages.
  function buildLandingCopy() {
    execFileSync('npm', ['run', 'build'], { cwd: path.join(root, 'mf-landing'), stdio: 'ignore' });
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Inside the repository (git-ignored) so the copy resolves the workspace's packages.
    mkdirSync(path.join(repo, 'test-results'), { recursive: true });
    root = mkdtempSync(path.join(repo, 'test-results', 'redeploy-'));
    for (const name of ['shell', 'mf-habits', 'mf-tasks', 'mf-pomodoro', 'mf-progress']) {
      symlinkSync(path.join(repo, name), path.join(root, name));
    }
    const landing = path.join(root, 'mf-landing');
    for (const part of ['src', 'scripts', 'package.json', 'rspack.config.ts']) {
      cpSync(path.join(repo, 'mf-landing', part), path.join(landing, part), { recursive: true });
    }
    // The prerender runs the copy's TypeScript with the repository's compiler options.
    writeFileSync(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(repo, 'tsconfig.base.json'),
        include: ['mf-landing', path.join(repo, 'shared/*/src')],
      }),
    );
    buildLandingCopy();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ps-e2e-redeploy-'));
    gateway = spawn('npx', ['tsx', 'services/gateway/src/server.ts'], {
      cwd: repo,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        STATIC_ROOT: root,
        BCRYPT_ROUNDS: '4',
      },
      stdio: 'ignore',
      detached: true,
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const healthy = await fetch(`http://localhost:${port}/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error('the redeploy gateway did not start');
  });

  test.afterAll(() => {
    if (gateway?.pid) process.kill(-gateway.pid, 'SIGTERM');
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('a rebuilt mf-landing shows on reload, the shell untouched', async ({ page }) => {
    const base = `http://localhost:${port}`;
    const shellIndex = path.join(repo, 'shell', 'dist', 'index.html');
    const shellBefore = {
      html: readFileSync(shellIndex, 'utf8'),
      mtime: statSync(shellIndex).mtimeMs,
    };

    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { name: 'Your Personal Productivity Hub' })).toBeVisible(
      SLOW,
    );
    // The service worker controls the page before the redeploy: it keeps the last release for
    // offline use, and online the newer one still shows on the next load.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), SLOW)
      .toBe(true);
    await startApp(page);
    await expect(
      page
        .locator('[data-slot="mf-landing/LandingPage"]')
        .getByRole('heading', { name: 'Your Personal Productivity Hub' }),
    ).toBeVisible(SLOW);

    const messages = path.join(root, 'mf-landing', 'src', 'i18n', 'en.json');
    const json = JSON.parse(readFileSync(messages, 'utf8')) as Record<string, string>;
    json['landing.hero.title'] = 'Redeployed: your productivity hub';
    writeFileSync(messages, JSON.stringify(json, null, 2));
    buildLandingCopy();

    await page.reload();
    await startApp(page);
    await expect(
      page
        .locator('[data-slot="mf-landing/LandingPage"]')
        .getByRole('heading', { name: 'Redeployed: your productivity hub' }),
    ).toBeVisible(SLOW);
    // The page the gateway prerenders comes from the same release.
    const html = await (await page.request.get(`${base}/`)).text();
    expect(html).toContain('Redeployed: your productivity hub');
    expect(readFileSync(shellIndex, 'utf8')).toBe(shellBefore.html);
    expect(statSync(shellIndex).mtimeMs).toBe(shellBefore.mtime);
  });
});

/** The heading a person reads first on each screen, in each language. */
const SCREEN_HEADINGS = {
  en: {
    landing: 'Your Personal Productivity Hub',
    login: 'Welcome back',
    'not-found': '404 Page Not Found',
    dashboard: /Sam/,
    habits: 'Habits',
  },
  fr: {
    landing: 'Votre espace personnel de productivité',
    login: 'Bon retour',
    'not-found': '404 Page introuvable',
    dashboard: /Sam/,
    habits: 'Habitudes',
  },
  ar: {
    landing: 'مركز إنتاجيتك الشخصي',
    login: 'مرحبًا بعودتك',
    'not-found': '404 الصفحة غير موجودة',
    dashboard: /Sam/,
    habits: 'العادات',
  },
} as const;

test.describe('screenshots', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const language of LANGUAGES) {
    test(`main screens in ${language}, phone and desktop`, async ({ browser }) => {
      for (const [device, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await chooseVisitorLanguage(context, language);
        const errors = collectPageErrors(page);
        const headings = SCREEN_HEADINGS[language];
        /** Checks the screen as a person reads it, then keeps its picture. */
        const shot = async (screen: keyof typeof headings | 'menu') => {
          // The open menu hides the page behind it from assistive technology: no heading to read.
          await expectScreenIn(
            page,
            language,
            screen === 'menu' ? undefined : headings[screen],
            errors,
          );
          await page.screenshot({
            path: `${SCREENSHOT_DIR}/shell-${screen}-${language}-${device}.png`,
          });
        };

        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
        await startApp(page);
        await page.waitForLoadState('networkidle');
        await shot('landing');

        await page.goto('/login');
        await expect(
          page.getByRole('button', { name: /demo|démonstration|التجريبي/i }),
        ).toBeVisible(SLOW);
        await shot('login');

        await page.goto('/nowhere');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
        await shot('not-found');

        await signUpViaApi(page, { language, firstName: 'Sam' });
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(SLOW);
        // Every widget loaded, those a phone loads only near the screen too; then the top.
        await scrollThroughPage(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('progressbar', { name: /…/ })).toHaveCount(0, SLOW);
        await shot('dashboard');

        if (device === 'phone') {
          await page.getByRole('button', { name: /menu|القائمة/i }).click();
          await page.waitForTimeout(400);
          await expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible();
          await shot('menu');
          await page.keyboard.press('Escape');
        }
        await page.goto('/habits');
        await page.waitForLoadState('networkidle');
        await shot('habits');
        await context.close();
      }
    });
  }
});
