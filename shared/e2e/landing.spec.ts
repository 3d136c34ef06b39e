import { expect, test, type Page } from '@playwright/test';
import {
  chooseVisitorLanguage,
  DESKTOP,
  hasNoSidewaysScroll,
  PHONE,
  SCREENSHOT_DIR,
  startApp,
  expectScreenIn,
} from './support';

const SMALL_PHONE = { width: 360, height: 740 };

const HEADINGS = {
  en: 'Your Personal Productivity Hub',
  fr: 'Votre espace personnel de productivité',
  ar: 'مركز إنتاجيتك الشخصي',
} as const;
type Language = keyof typeof HEADINGS;

/** A signed-out visitor opens `/` in a language; uncaught page errors are collected. */
async function visit(page: Page, language: Language = 'en') {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await chooseVisitorLanguage(page.context(), language);
  await page.goto('/');
  // The first load fetches the shell, then the remote; allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS[language] })).toBeVisible({
    timeout: 30_000,
  });
  await startApp(page);
  return errors;
}

const MAIN_SCRIPT = /\/main\.[0-9a-f]+\.js$/;
/** The shell's entry and its small scripts for the prerendered page (shell/public). */
const EARLY_SCRIPTS = /^\/(main\.[0-9a-f]+|before-paint|hand-over-focus|warm-intl)\.js$/;

test.describe('the landing page arrives prerendered', () => {
  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    test(`paints before any script runs, and the app takes it over pixel for pixel (${size})`, async ({
      browser,
    }) => {
      for (const language of Object.keys(HEADINGS) as Language[]) {
        const shots: Buffer[] = [];
        for (const scripts of ['blocked', 'running'] as const) {
          const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
          await chooseVisitorLanguage(context, language);
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          if (scripts === 'blocked') await page.route(MAIN_SCRIPT, (route) => route.abort());
          await page.goto('/', { waitUntil: 'networkidle' });
          await expect(
            page.getByRole('heading', { level: 1, name: HEADINGS[language] }),
          ).toBeVisible();
          if (scripts === 'running') {
            await startApp(page);
            await expect(page.locator('[data-slot="mf-landing/LandingPage"]')).toHaveCount(1);
          }
          shots.push(await page.screenshot({ fullPage: true, animations: 'disabled' }));
          expect(errors).toEqual([]);
          await context.close();
        }
        expect(Buffer.compare(shots[0]!, shots[1]!), `${language}: the two renders differ`).toBe(0);
      }
    });
  }

  test('reading the page needs only the entry script; the app comes when a control is reached for', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(500);
    expect(scripts.filter((script) => !EARLY_SCRIPTS.test(script))).toEqual([]);
    expect(scripts.filter((script) => MAIN_SCRIPT.test(script))).toHaveLength(1);

    await page.getByRole('link', { name: 'Start Your Free Trial' }).hover();
    await expect(page.locator('[data-slot="mf-landing/LandingPage"]')).toHaveCount(1, {
      timeout: 30_000,
    });
    expect(scripts.some((script) => script.includes('/remotes/mf-landing/'))).toBe(true);
  });

  test('a tap on the menu before the app has started opens it, and the app keeps it open', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    // A slow phone: the app takes seconds to start after the tap.
    await page.route('**/remotes.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.tap();
    await expect(page.locator('[data-prerendered-landing]')).toHaveCount(1);
    // The browser opens the menu at once; the app, when it comes, keeps it open.
    await expect(page.locator('[data-prerendered-landing] nav[popover]')).toBeVisible();
    await expect(page.locator('[data-prerendered-landing]')).toHaveCount(0, { timeout: 30_000 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('link', {
        name: 'Get in touch',
      }),
    ).toBeVisible();
    await context.close();
  });

  test('the phone menu opens and closes with no script at all', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.route(MAIN_SCRIPT, (route) => route.abort());
    await page.goto('/', { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu).toBeHidden();
    await toggle.tap();
    await expect(menu.getByRole('link', { name: 'Get in touch' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await toggle.tap();
    await expect(menu).toBeVisible();
    await toggle.tap();
    await expect(menu).toBeHidden();
    // The prerendered page stayed: no app ran.
    await expect(page.locator('[data-prerendered-landing]')).toHaveCount(1);
    await context.close();
  });

  test("a screen reader's click on the menu, with no pointer or key before it, opens it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.evaluate((button: HTMLElement) => button.click());
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
    await expect(page.locator('[data-slot="mf-landing/LandingPage"]')).toHaveCount(1);
    await context.close();
  });

  test('keyboard focus stays where it was when the app takes the page over', async ({ page }) => {
    await page.route('**/remotes.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const brand = page.getByRole('banner').getByRole('link').first();
    await expect(page.locator('[data-prerendered-landing]')).toHaveCount(1);
    await expect(brand).toBeFocused();
    await expect(page.locator('[data-prerendered-landing]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('[data-slot="mf-landing/LandingPage"]')).toHaveCount(1);
    await expect(brand).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link').first(),
    ).toBeFocused();
  });

  test("every page turns to the visitor's language and direction before its first paint", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await chooseVisitorLanguage(context, 'ar');
    const page = await context.newPage();
    await page.route(MAIN_SCRIPT, (route) => route.abort());
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await context.close();
  });
});

test.describe('landing page on a desktop window', () => {
  test.use({ viewport: DESKTOP });

  test('shows every section to a signed-out visitor', async ({ page }) => {
    const errors = await visit(page);
    for (const id of ['home', 'features', 'how-it-works', 'testimonials', 'pricing']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.getByRole('region', { name: 'Our community in numbers' })).toContainText(
      '10K+',
    );
    for (const step of ['Set Your Goals', 'Track Progress', 'See Results']) {
      await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText('Support');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await hasNoSidewaysScroll(page);
    expect(errors).toEqual([]);
  });

  test('scrolls to the anchors the navigation points to, clear of the sticky header', async ({
    page,
  }) => {
    await visit(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const header = await page.getByRole('banner').boundingBox();
    for (const [link, id] of [
      ['Pricing', 'pricing'],
      ['About', 'features'],
      ['Home', 'home'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const section = page.locator(`section#${id}`);
      await expect(section).toBeInViewport();
      const box = await section.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.height - 1);
    }
  });

  test('Get Started leads to /login through the router', async ({ page }) => {
    await visit(page);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS.en })).toHaveCount(0);
  });

  test('Start Your Free Trial and Get in touch go to /login too', async ({ page }) => {
    await visit(page);
    await expect(page.getByRole('link', { name: 'Get in touch' })).toHaveAttribute(
      'href',
      '/login',
    );
    await page.getByRole('link', { name: 'Start Your Free Trial' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('landing page on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the menu toggle opens and closes the menu', async ({ page }) => {
    const errors = await visit(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Get in touch' })).toBeVisible();

    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Features' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.locator('section#features')).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('Get Started leads to /login', async ({ page }) => {
    await visit(page);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize(SMALL_PHONE);
    await visit(page, 'fr');
    await hasNoSidewaysScroll(page);
  });
});

test.describe('Arabic turns the landing page right to left', () => {
  test.use({ viewport: DESKTOP });

  test('the brand sits on the right and the numbers read in Arabic order', async ({ page }) => {
    await visit(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
    expect(brand!.x).toBeGreaterThan(DESKTOP.width / 2);
    await expect(page.getByText('+10 ألف')).toBeVisible();
    await hasNoSidewaysScroll(page);
  });
});

test.describe('screenshots', () => {
  for (const language of Object.keys(HEADINGS) as Language[]) {
    for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
      test(`${language} on a ${size}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const errors = await visit(page, language);
        await expectScreenIn(page, language, HEADINGS[language], errors);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/landing-${language}-${size}.png`,
          fullPage: true,
        });
        if (size === 'phone') {
          const toggle = page.getByRole('button', { name: /Menu|القائمة/ });
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible();
          await hasNoSidewaysScroll(page);
          expect(errors).toEqual([]);
          await page.screenshot({ path: `${SCREENSHOT_DIR}/landing-${language}-phone-menu.png` });
        }
      });
    }
  }
});
