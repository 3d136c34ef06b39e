import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from './chromium';
import { signUpViaApi, startApp } from './support';

/**
 * The blocker extension, unpacked from mf-pomodoro's build, in Debian's Chromium. Every *.test
 * host resolves to a local server, so blocking is checked without the internet.
 */
const EXTENSION = path.resolve(__dirname, '../../mf-pomodoro/dist/extension/chromium');
const SITES = ['distract.test', 'social.test', 'video.test', 'news.test'];

let sites: http.Server;
let sitePort: number;
let context: BrowserContext;
let profile: string;

test.beforeAll(async () => {
  sites = http.createServer((request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<title>${request.headers.host}</title><h1>Welcome to ${request.headers.host}</h1>`,
    );
  });
  await new Promise<void>((resolve) => sites.listen(0, '127.0.0.1', resolve));
  sitePort = (sites.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => sites.close(resolve));
});

/** Chromium with the unpacked extension, on a profile that outlives a restart. */
function launch(profileDir: string) {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: false,
    baseURL: test.info().project.use.baseURL,
    args: [
      '--headless=new',
      ...QUIET_CHROMIUM_ARGS,
      `--load-extension=${EXTENSION}`,
      `--disable-extensions-except=${EXTENSION}`,
      '--host-resolver-rules=MAP *.test 127.0.0.1',
    ],
  });
}

test.beforeEach(async () => {
  profile = mkdtempSync(path.join(os.tmpdir(), 'ps-blocker-profile-'));
  context = await launch(profile);
});

test.afterEach(async () => {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

const site = (host: string, pathname = '/') => `http://${host}:${sitePort}${pathname}`;

/** Where a tab ends up when it opens `url`: the site itself, or the extension's blocked page. */
async function visit(page: Page, url: string): Promise<'site' | 'blocked'> {
  await page.goto(url).catch(() => undefined);
  await page.waitForLoadState('domcontentloaded');
  return page.url().startsWith('chrome-extension://') ? 'blocked' : 'site';
}

async function focus(page: Page, body: object) {
  const response = await page.request.post('/api/pomodoro/focus', { data: body });
  expect(response.status(), await response.text()).toBe(200);
}

async function connect(page: Page) {
  await signUpViaApi(page);
  const settings = await page.request.put('/api/pomodoro/settings', {
    data: { blockedSites: SITES, workMinutes: 1 },
  });
  expect(settings.ok()).toBe(true);
  await page.goto('/pomodoro');
  await startApp(page);
  await page.getByRole('button', { name: 'Connect the blocker' }).click();
  await expect(page.getByText('Blocking in every tab')).toBeVisible();
}

test('a connected blocker blocks during work, lets go on pause, break and sign-out', async () => {
  const app = await context.newPage();
  await connect(app);
  // The page's Start button: its run is mirrored to the account's focus session.
  await app.getByRole('button', { name: 'Start timer' }).click();
  await expect(app.getByText('Website blocking active', { exact: true })).toBeVisible();
  await expect(
    app.getByTestId('toast').filter({ hasText: 'Website Blocking Active' }),
  ).toBeVisible();

  const tab = await context.newPage();
  await expect.poll(() => visit(tab, site('distract.test', '/feed?x=1'))).toBe('blocked');
  await expect(tab.getByRole('heading', { name: 'Website Blocked' })).toBeVisible();
  await expect(tab.getByText('distract.test is blocked while you focus.')).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Return to Pomodoro' })).toBeVisible();
  const other = await context.newPage();
  expect(await visit(other, site('www.distract.test'))).toBe('blocked');
  expect(await visit(other, site('other.test'))).toBe('site');
  await expect(other.getByRole('heading', { name: 'Welcome to other.test' })).toBeVisible();

  // Pause on the page: the blocked tab goes back to where it was, and the site opens.
  await app.getByRole('button', { name: 'Pause timer' }).click();
  await expect(tab).toHaveURL(site('distract.test', '/feed?x=1'), { timeout: 2000 });
  expect(await visit(other, site('distract.test'))).toBe('site');

  // A break blocks nothing.
  await app.getByRole('button', { name: 'Reset timer' }).click();
  await app.getByRole('button', { name: /^Break/ }).click();
  await app.getByRole('button', { name: 'Start timer' }).click();
  expect(await visit(other, site('social.test'))).toBe('site');

  // Signing out lifts all blocking within 2 s.
  await focus(app, { action: 'switch', mode: 'work' });
  await focus(app, { action: 'start' });
  // The tab left open on social.test switches first; then it opens another blocked site.
  await expect(other).toHaveURL(/^chrome-extension:\/\/.*#http:\/\/social\.test/);
  await expect.poll(() => visit(other, site('video.test'))).toBe('blocked');
  await app.request.post('/api/auth/logout');
  await expect(other).toHaveURL(site('video.test'), { timeout: 2000 });
  expect(await visit(tab, site('news.test'))).toBe('site');
});

test('a tab already open on a blocked site switches when work starts, and returns at the end', async () => {
  test.setTimeout(120_000);
  const app = await context.newPage();
  await connect(app);
  const open = await context.newPage();
  expect(await visit(open, site('news.test', '/today'))).toBe('site');

  await focus(app, { action: 'start' });
  await expect(open).toHaveURL(/^chrome-extension:\/\/.*blocked\.html#/, { timeout: 2000 });
  // The one-minute run ends on the server; the tab is back where it was within 2 s of that.
  await expect(open).toHaveURL(site('news.test', '/today'), { timeout: 65_000 });
});

test('the escape hatch opens a site for 5 minutes, 3 times a day, then says why not', async () => {
  const app = await context.newPage();
  await connect(app);
  await focus(app, { action: 'start' });
  const tab = await context.newPage();
  for (const host of SITES.slice(0, 3)) {
    await expect.poll(() => visit(tab, site(host))).toBe('blocked');
    await tab.getByRole('button', { name: 'Allow 5 minutes' }).click();
    await expect(tab).toHaveURL(site(host), { timeout: 2000 });
  }
  await expect.poll(() => visit(tab, site(SITES[3]!))).toBe('blocked');
  await expect(tab.getByText('0 of 3 passes left today')).toBeVisible();
  await tab.getByRole('button', { name: 'Allow 5 minutes' }).click();
  await expect(tab.getByRole('alert')).toHaveText(
    'You have used all 3 five-minute passes for today. They come back at midnight.',
  );
  await expect(tab).toHaveURL(/blocked\.html/);
  // The passes are the server's: the API counts them, and the page's Today's Progress shows them.
  const view = await (await app.request.get('/api/pomodoro/focus')).json();
  expect(view.passesUsedToday).toBe(3);
  await expect(app.getByText('Five-minute passes used today: 3 of 3')).toBeVisible({
    timeout: 2000,
  });
});

test('the connection survives a browser restart, and is revoked from the timer settings', async () => {
  const app = await context.newPage();
  await connect(app);
  await context.close();
  context = await launch(profile);

  const again = await context.newPage();
  await again.goto('/pomodoro');
  await startApp(again);
  await expect(again.getByText('Blocking in every tab')).toBeVisible();
  await focus(again, { action: 'start' });
  const tab = await context.newPage();
  await expect.poll(() => visit(tab, site('distract.test'))).toBe('blocked');

  await again.getByRole('button', { name: 'Timer Settings' }).click();
  const settings = again.getByRole('region', { name: 'Timer Settings' });
  await settings.getByRole('button', { name: 'Disconnect' }).click();
  await expect(settings.getByRole('button', { name: 'Connect the blocker' })).toBeVisible();
  await expect(again.getByText('Blocking in every tab')).toHaveCount(0);
  await expect(tab).toHaveURL(site('distract.test'), { timeout: 2000 });
  expect(await visit(tab, site('social.test'))).toBe('site');
});

const BLOCKED_TITLE = { en: 'Website Blocked', fr: 'Site bloqué', ar: 'تم حظر الموقع' };
const SETTINGS = {
  en: { title: 'Timer Settings', disconnect: 'Disconnect' },
  fr: { title: 'Réglages du minuteur', disconnect: 'Déconnecter' },
  ar: { title: 'إعدادات المؤقت', disconnect: 'إلغاء الربط' },
};
const CONNECTED = {
  en: 'Blocking in every tab',
  fr: 'Blocage dans tous les onglets',
  ar: 'الحظر مفعّل في كل علامات التبويب',
};

for (const [language, title] of Object.entries(BLOCKED_TITLE)) {
  test(`the blocked page speaks the user's language: ${language}`, async () => {
    const app = await context.newPage();
    await connect(app);
    await app.request.patch('/api/auth/user', { data: { language } });
    const task = await (
      await app.request.post('/api/tasks', { data: { description: 'Écrire · كتابة' } })
    ).json();
    await focus(app, { action: 'start', taskId: task.id });
    const tab = await context.newPage();
    await tab.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => visit(tab, site('distract.test'))).toBe('blocked');
    await expect(tab.getByRole('heading', { name: title })).toBeVisible();
    await expect(tab.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(tab.locator('html')).toHaveAttribute('lang', language);
    await expect(tab.getByText('Écrire · كتابة')).toBeVisible();
    await expect(tab.locator('#time-left')).toHaveText(/^0[01]:\d\d$/);
    const overflow = await tab.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await tab.screenshot({ path: `shared/e2e/output/blocked-page-${language}-phone.png` });

    // The Pomodoro page says the same, in the same language.
    await app.reload();
    await expect(app.getByText(CONNECTED[language as keyof typeof CONNECTED])).toBeVisible();
    await expect(app.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await app.screenshot({ path: `shared/e2e/output/blocker-connected-${language}-desktop.png` });

    // The timer settings hold the connection too, beside the blocked sites.
    const texts = SETTINGS[language as keyof typeof SETTINGS];
    await app.getByRole('button', { name: texts.title }).click();
    const settings = app.getByRole('region', { name: texts.title });
    await expect(settings.getByRole('button', { name: texts.disconnect })).toBeVisible();
    await settings.screenshot({
      path: `shared/e2e/output/blocker-settings-${language}-desktop.png`,
    });
  });
}
