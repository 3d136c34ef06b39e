import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DESKTOP, PHONE, scrollUntilVisible, signUpViaApi, startApp } from './support';

/**
 * One focus timer per account: two browsers of the same user (neither has the blocker
 * extension) show the same run, and a run watched by three tabs is recorded once.
 */
const PROPAGATION = { timeout: 2000 };
const SLOW = { timeout: 20_000 };

const timer = (page: Page) => page.getByRole('timer').first();
const card = (page: Page) => page.getByRole('region', { name: 'Pomodoro Timer' });

async function secondsLeft(page: Page): Promise<number> {
  const text = (await timer(page).textContent()) ?? '';
  const [minutes, seconds] = text
    .match(/(\d\d):(\d\d)/)!
    .slice(1)
    .map(Number);
  return minutes! * 60 + seconds!;
}

/**
 * The same time left, within a second: each side rounds its own clock's reading (the device that
 * paused, the server that recorded the pause), so the two may straddle a second. Both are read at
 * once: one read after the other could straddle another tick on a busy machine.
 */
async function expectSameTimeLeft(one: Page, other: Page) {
  const [left, right] = await Promise.all([secondsLeft(one), secondsLeft(other)]);
  expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
}

/** The Pomodoro page, once it follows the account's run: its event stream is open. */
async function openPomodoro(page: Page) {
  const following = page.waitForResponse((response) =>
    response.url().endsWith('/api/pomodoro/focus/events'),
  );
  await page.goto('/pomodoro');
  await startApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pomodoro Timer' })).toBeVisible(SLOW);
  expect((await following).status()).toBe(200);
}

/** A second browser signed in as the same user, with none of the first one's local state. */
async function secondBrowser(browser: Browser, first: BrowserContext, viewport = PHONE) {
  const { cookies } = await first.storageState();
  return browser.newContext({ viewport, storageState: { cookies, origins: [] } });
}

test('a run started in one browser shows in the other within 2 s, with the same time left; pause, resume and reset follow', async ({
  browser,
}) => {
  // Two browsers each open the app twice: on a slow machine that alone can take a minute. The
  // promise under test is each 2 s propagation, timed on its own below.
  test.setTimeout(120_000);
  const laptop = await browser.newContext({ viewport: DESKTOP });
  const onLaptop = await laptop.newPage();
  await signUpViaApi(onLaptop);
  const phone = await secondBrowser(browser, laptop);
  const onPhone = await phone.newPage();
  await openPomodoro(onLaptop);
  await openPomodoro(onPhone);

  await onLaptop.getByRole('button', { name: 'Start timer' }).click();
  await expect(onPhone.getByRole('button', { name: 'Pause timer' })).toBeVisible(PROPAGATION);
  await expectSameTimeLeft(onPhone, onLaptop);

  await onPhone.getByRole('button', { name: 'Pause timer' }).click();
  await expect(onLaptop.getByRole('button', { name: 'Resume timer' })).toBeVisible(PROPAGATION);
  await expectSameTimeLeft(onLaptop, onPhone);

  // The dashboard's small timer is the same run.
  await onPhone.goto('/');
  await scrollUntilVisible(onPhone, card(onPhone));
  await expect(card(onPhone).getByRole('button', { name: 'Resume timer' })).toBeVisible(SLOW);
  await expectSameTimeLeft(onPhone, onLaptop);
  await card(onPhone).getByRole('button', { name: 'Resume timer' }).click();
  await expect(onLaptop.getByRole('button', { name: 'Pause timer' })).toBeVisible(PROPAGATION);

  await onLaptop.getByRole('button', { name: 'Reset timer' }).click();
  await expect(card(onPhone).getByRole('button', { name: 'Start timer' })).toBeVisible(PROPAGATION);
  await expect(card(onPhone).getByRole('timer')).toContainText('25:00');

  // Started from the dashboard card: a 25-minute run the Pomodoro page shows too.
  await card(onPhone).getByRole('button', { name: 'Start timer' }).click();
  await expect(onLaptop.getByRole('button', { name: 'Pause timer' })).toBeVisible(PROPAGATION);
  await expectSameTimeLeft(onPhone, onLaptop);
  await laptop.close();
  await phone.close();
});

test('three tabs in two browsers are open when a run ends: exactly one session is recorded', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const first = await browser.newContext({ viewport: DESKTOP });
  const tab1 = await first.newPage();
  await signUpViaApi(tab1);
  const settings = await tab1.request.put('/api/pomodoro/settings', { data: { workMinutes: 1 } });
  expect(settings.status()).toBe(200);
  const tab2 = await first.newPage();
  const second = await secondBrowser(browser, first);
  const tab3 = await second.newPage();
  for (const tab of [tab1, tab2, tab3]) {
    await openPomodoro(tab);
    await expect(timer(tab)).toContainText('01:00', SLOW);
  }

  await tab1.getByRole('button', { name: 'Start timer' }).click();
  for (const tab of [tab2, tab3]) {
    await expect(tab.getByRole('button', { name: 'Pause timer' })).toBeVisible(PROPAGATION);
  }
  // The real minute passes, on every clock at once.
  for (const tab of [tab1, tab2, tab3]) {
    await expect(tab.getByRole('heading', { name: 'Break Time' })).toBeVisible({ timeout: 75_000 });
  }
  // Every tab and the server had their chance to report the end; one record stands.
  await tab1.waitForTimeout(3000);
  const focus = await tab1.request.get('/api/pomodoro/focus');
  expect(await focus.json()).toMatchObject({ state: 'idle', mode: 'break' });
  const sessions = await tab1.request.get('/api/pomodoro/sessions');
  expect(await sessions.json()).toEqual([expect.objectContaining({ duration: 60, taskId: null })]);
  for (const tab of [tab1, tab2, tab3]) {
    await expect(tab.getByText('1 session completed today!')).toBeVisible(PROPAGATION);
  }
  await first.close();
  await second.close();
});
