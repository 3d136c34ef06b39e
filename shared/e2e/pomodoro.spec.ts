import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  DESKTOP,
  hasNoSidewaysScroll,
  PHONE,
  SCREENSHOT_DIR,
  scrollUntilVisible,
  signUpViaApi,
  today,
  ZONE,
  ZONE_HEADERS,
  startApp,
} from './support';

/*
 * The Pomodoro remote against the real gateway, with the browser's clock under the test's
 * control (Playwright's clock API, installed before the first navigation): a session ends when
 * the clock says so, is recorded once even with two tabs open, and counts on the page, on the
 * dashboard and in the stats. Expected figures come from the API, not from @ps/contracts.
 */

test.use({ timezoneId: ZONE });

/** Remotes load at run time; allow for a busy machine (the shared test machine runs many suites). */
const SLOW = { timeout: 90_000 };
test.describe.configure({ timeout: 300_000 });

interface RawSession {
  id: number;
  taskId: number | null;
  duration: number;
}

async function sessionsToday(page: Page): Promise<RawSession[]> {
  const response = await page.request.get(`/api/pomodoro/sessions?date=${today()}`, {
    headers: ZONE_HEADERS,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as RawSession[];
}

async function pomodoroStats(page: Page) {
  const response = await page.request.get('/api/analytics/stats', { headers: ZONE_HEADERS });
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as { pomodoro: { sessionsToday: number; totalFocusTimeToday: number } }
  ).pomodoro;
}

async function openPomodoro(page: Page) {
  await page.goto('/pomodoro');
  await startApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pomodoro Timer' })).toBeVisible(SLOW);
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Timer Settings' }).click();
  await expect(page.getByRole('slider', { name: 'Work Duration' })).toBeVisible();
}

/** Sliders move with the keyboard as a user without a mouse would move them. */
async function setWorkMinutes(page: Page, minutes: number) {
  const slider = page.getByRole('slider', { name: 'Work Duration' });
  await slider.focus();
  await slider.press('Home');
  for (let i = 1; i < minutes; i += 1) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(minutes));
}

const timer = (page: Page) => page.getByRole('timer').first();
const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text });

test.describe('a focus session on a desktop window', () => {
  test.use({ viewport: DESKTOP });

  test('a 1-minute session ends on time, is recorded once with two tabs open, and counts on the page, the dashboard and the stats', async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await context.clock.install();
    await signUpViaApi(page);

    await openPomodoro(page);
    await expect(page.getByText('0 sessions completed today!')).toBeVisible();
    await expect(timer(page)).toHaveAccessibleName('Focus Session: 25:00 remaining');
    await expect(page.getByText('25 min', { exact: true })).toBeVisible();
    await openSettings(page);
    await setWorkMinutes(page, 1);
    await expect(page.getByRole('button', { name: 'Work (1 minute)' })).toBeVisible();
    await expect(page.getByText('1 min', { exact: true })).toBeVisible();

    const second = await context.newPage();
    second.on('pageerror', (error) => errors.push(error.message));
    await openPomodoro(second);
    await expect(timer(second)).toContainText('01:00');

    await page.getByRole('button', { name: 'Start timer' }).click();
    // No blocker extension in this browser: the page says its blocking covers its own pages only.
    await expect(toast(page, 'Focus Mode On')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Work (1 minute)' })).toBeDisabled();
    await expect(page.getByRole('slider', { name: 'Work Duration' })).toBeDisabled();
    // The other tab follows through the storage event.
    await expect(second.getByRole('button', { name: 'Pause timer' })).toBeVisible();
    await expect(page).toHaveTitle(/^00:[0-5]\d · Focus Session$/);

    await context.clock.fastForward('01:00');
    for (const tab of [page, second]) {
      await expect(tab.getByRole('heading', { name: 'Break Time' })).toBeVisible();
      await expect(timer(tab)).toContainText('05:00');
      await expect(tab.getByRole('button', { name: 'Start timer' })).toBeVisible();
    }
    // The tab that claimed the end congratulates.
    const toasts = async () =>
      [
        ...(await page.getByTestId('toast').allTextContents()),
        ...(await second.getByTestId('toast').allTextContents()),
      ].join(' ');
    await expect.poll(toasts).toMatch(/Great job!|Well done!|Session complete!|Fantastic focus!/);
    // Only one tab recorded it; both show it.
    for (const tab of [page, second]) {
      await expect(tab.getByText('1 session completed today!')).toBeVisible();
      await expect(tab.getByText('Session 1')).toBeVisible();
    }

    // Give a late second claim every chance to happen; there must still be one session.
    await context.clock.runFor(5000);
    await page.waitForTimeout(1000);
    expect(await sessionsToday(page)).toEqual([
      expect.objectContaining({ duration: 60, taskId: null }),
    ]);
    expect(await pomodoroStats(page)).toMatchObject({ sessionsToday: 1, totalFocusTimeToday: 60 });
    await second.close();

    // The dashboard: its own 25:00 card records a 1500-second session and the stats follow.
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Pomodoro Timer' });
    await expect(card.getByRole('timer')).toContainText('25:00', SLOW);
    const focusTime = page.getByText(/^0\.\d h$/).first();
    await expect(focusTime).toHaveText('0.0 h', SLOW);
    await card.getByRole('button', { name: 'Start timer' }).click();
    // Running before the clock moves on, as above: else the 25 minutes could pass before the
    // click was handled, and the run would start after them.
    await expect(card.getByRole('button', { name: 'Pause timer' })).toBeVisible();
    await context.clock.fastForward('25:00');
    await expect(toast(page, '🍅 Pomodoro completed!')).toBeVisible();
    await expect(card.getByRole('timer')).toContainText('25:00');
    await expect(card.getByRole('button', { name: 'Start timer' })).toBeVisible();
    await expect(focusTime).toHaveText('0.4 h');
    const sessions = await sessionsToday(page);
    expect(sessions.map((session) => session.duration).sort()).toEqual([1500, 60]);
    expect(await pomodoroStats(page)).toMatchObject({
      sessionsToday: 2,
      totalFocusTimeToday: 1560,
    });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/pomodoro-dashboard-en-desktop.png` });

    // The shell's quick action starts a work session on the page.
    await page.getByRole('link', { name: 'Start Focus Session' }).click();
    await expect(page.getByRole('button', { name: 'Pause timer' })).toBeVisible(SLOW);
    await expect(page.getByRole('heading', { name: 'Focus Session' })).toBeVisible();
    await expect(page).toHaveURL(/\/pomodoro$/);
    await expect(page.getByText('2 sessions completed today!')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the blocked-sites editor adds and removes sites, and focus mode blocks a listed host', async ({
    page,
  }) => {
    await page.clock.install();
    await signUpViaApi(page);
    await openPomodoro(page);
    await expect
      .poll(() => page.evaluate(() => typeof (window as { focusBlocker?: unknown }).focusBlocker))
      .toBe('object');
    await openSettings(page);
    await page.getByRole('button', { name: 'Manage (6)' }).click();
    const input = page.getByRole('textbox', { name: 'Website to block' });
    await expect(input).toHaveAttribute('placeholder', 'example.com');
    const add = page.getByRole('button', { name: 'Add website' });
    await expect(add).toBeDisabled();
    await input.fill('   ');
    await expect(add).toBeDisabled();
    await input.fill('  https://www.News.example.org/today ');
    await input.press('Enter');
    await expect(page.getByText('news.example.org', { exact: true })).toBeVisible();
    await input.fill('news.example.org');
    await add.click();
    await expect(page.getByRole('button', { name: 'Hide (7)' })).toBeVisible();
    // jsdom-free proof of the blocker: list this very host.
    await input.fill('localhost');
    await add.click();
    await page.getByRole('button', { name: 'Remove facebook.com' }).click();
    await expect(page.getByRole('button', { name: 'Hide (7)' })).toBeVisible();
    await expect(page.getByText('facebook.com', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/pomodoro-sites-en-desktop.png` });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    await openSettings(page);
    await page.getByRole('button', { name: 'Manage (7)' }).click();
    for (const site of ['instagram.com', 'news.example.org', 'localhost']) {
      await expect(page.getByText(site, { exact: true })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Start timer' }).click();
    await expect(toast(page, 'Focus Mode On')).toContainText('these 7 websites in your other tabs');
    await expect(page.getByText('Blocking on this app only', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Focus Mode on: 7 websites blocked')).toContainText(
      'Focus Mode · 7',
    );
    const flags = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('focusMode') ?? 'null'),
    );
    expect(flags).toMatchObject({ active: true });
    expect(flags.sites).toContain('localhost');

    const overlay = page.getByRole('alertdialog', { name: 'Website Blocked' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('button', { name: 'Go Back' })).toBeFocused();
    await expect(overlay.getByRole('link', { name: 'Return to Pomodoro' })).toHaveAttribute(
      'href',
      '/pomodoro',
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}/pomodoro-blocked-en-desktop.png` });
    await page.clock.runFor(3000);
    await expect(overlay).toBeHidden();

    // Pausing clears the flags: the screen does not come back.
    await page.getByRole('button', { name: 'Pause timer' }).click();
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('focusMode'))).toBeNull();
    await page.keyboard.press('Escape');
    await page.clock.runFor(5000);
    await expect(overlay).toBeHidden();
  });
});

/** Records every notification the page shows, still showing it through the real API. */
async function recordNotifications(context: BrowserContext) {
  await context.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
    const Real = window.Notification;
    if (!Real) return;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        shown.push(title);
        super(title, options);
      }
    }
    window.Notification = Recorded as typeof Notification;
  });
}

const shownNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications);

test.describe('notifications', () => {
  test.use({ viewport: DESKTOP });

  test('granted: reminders at 10 and 5 minutes remaining, then the completion', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await recordNotifications(context);
    await context.clock.install();
    await signUpViaApi(page);
    await openPomodoro(page);
    await openSettings(page);
    const notifications = page.getByRole('switch', { name: 'Push Notifications' });
    await notifications.click();
    await expect(notifications).toBeChecked();
    await expect(
      page.getByText(/reminders at 10 and 5 minutes remaining during focus sessions/),
    ).toBeVisible();
    await setWorkMinutes(page, 11);

    await page.getByRole('button', { name: 'Start timer' }).click();
    // The clock moves on only once the run has started: a loaded machine may take a moment.
    await expect(page.getByRole('button', { name: 'Pause timer' })).toBeVisible();
    await context.clock.fastForward('00:59');
    await context.clock.runFor(2000);
    await expect.poll(() => shownNotifications(page)).toEqual(['10 minutes remaining']);
    await context.clock.fastForward('05:00');
    await expect
      .poll(() => shownNotifications(page))
      .toEqual(['10 minutes remaining', '5 minutes remaining']);
    await context.clock.fastForward('05:00');
    await expect
      .poll(() => shownNotifications(page))
      .toEqual(['10 minutes remaining', '5 minutes remaining', 'Focus session complete!']);
    // The completion notification shows before the session's POST has answered.
    await expect
      .poll(() => sessionsToday(page))
      .toEqual([expect.objectContaining({ duration: 660 })]);
  });

  test("denied: the switch stays off and 'Enable in Browser' says where to allow them", async ({
    page,
    context,
    baseURL,
  }) => {
    // Playwright can grant but not deny; Chromium's own protocol can, for this context only.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: baseURL,
      browserContextId: targetInfo.browserContextId,
    });
    await signUpViaApi(page);
    await openPomodoro(page);
    await openSettings(page);
    await expect(
      page.getByText('Notifications are blocked for this site in your browser.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Enable in Browser' }).click();
    await expect(toast(page, 'Enable Notifications')).toContainText(
      'Go to your browser settings and enable notifications for this site.',
    );
    const notifications = page.getByRole('switch', { name: 'Push Notifications' });
    await notifications.click();
    await expect(toast(page, 'Notifications Denied')).toBeVisible();
    await expect(notifications).not.toBeChecked();
  });
});

const LABELS = {
  en: { settings: 'Timer Settings', start: 'Start timer' },
  fr: { settings: 'Réglages du minuteur', start: 'Démarrer le minuteur' },
  ar: { settings: 'إعدادات المؤقت', start: 'بدء المؤقت' },
} as const;

test.describe('screenshots', () => {
  for (const language of ['en', 'fr', 'ar'] as const) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      test(`the Pomodoro page in ${language} on a ${size}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.clock.install();
        await signUpViaApi(page, { language });
        await page.goto('/pomodoro');
        await startApp(page);
        await expect(page.getByRole('timer')).toBeVisible(SLOW);
        await expect(page.locator('html')).toHaveAttribute(
          'dir',
          language === 'ar' ? 'rtl' : 'ltr',
        );
        const labels = LABELS[language];
        await page.getByRole('button', { name: labels.settings, exact: true }).click();
        await expect(page.getByRole('slider').first()).toBeVisible();
        await page.getByRole('button', { name: /\(6\)/ }).click();
        await page.getByRole('button', { name: labels.start }).click();
        await page.clock.runFor(83_000);
        await expect(page.getByRole('timer')).toContainText(/2[34]:\d\d/);
        await hasNoSidewaysScroll(page);
        await page.getByRole('timer').screenshot({
          path: `${SCREENSHOT_DIR}/pomodoro-ring-${language}-${size}.png`,
        });
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/pomodoro-${language}-${size}.png`,
          fullPage: true,
        });
        await page.goto('/');
        const card = page.locator('section').filter({ has: page.getByRole('timer') });
        await scrollUntilVisible(page, card);
        await card.screenshot({ path: `${SCREENSHOT_DIR}/pomodoro-card-${language}-${size}.png` });
      });
    }
  }
});
