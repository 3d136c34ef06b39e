import { expect, test, type Page } from '@playwright/test';
import {
  DESKTOP,
  hasNoSidewaysScroll,
  PHONE,
  SCREENSHOT_DIR,
  shiftDate,
  signUpViaApi,
  todayIn,
  collectPageErrors,
  expectScreenIn,
} from './support';

/*
 * The Habits page and the dashboard's habit cards (mf-habits) against the real gateway, as a new
 * user sees them. Dates are computed here, independently of @ps/contracts, on the browser's zone.
 */

const ZONE = 'Europe/Paris';
test.use({ timezoneId: ZONE });
// Each test loads the shell and several remotes on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

const today = () => todayIn(ZONE);

const headers = { 'X-Timezone': ZONE };

async function createHabit(
  page: Page,
  habit: { name: string; frequency?: 'daily' | 'weekly'; startDate?: string },
): Promise<number> {
  const response = await page.request.post('/api/habits', {
    headers,
    data: { frequency: 'daily', startDate: shiftDate(today(), -60), ...habit },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function markDone(page: Page, habitId: number, date: string) {
  const response = await page.request.post(`/api/habits/${habitId}/complete`, {
    headers,
    data: { date },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Remotes load at run time; allow for a busy machine on the first paint. */
const SLOW = { timeout: 60_000 };

function habitCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
}

test.describe('habits on a desktop window', () => {
  test.use({ viewport: DESKTOP });

  test('a new user creates, edits, marks, unmarks and deletes a habit, and the streak and the dashboard follow', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUpViaApi(page);

    await page.goto('/habits');
    await expect(page.getByText('No habits yet')).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Add Habit' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Habit' });
    await expect(dialog.getByLabel('Start date')).toHaveValue(today());
    await expect(dialog.getByRole('combobox', { name: 'Frequency' })).toHaveText('Daily');
    await dialog.getByRole('button', { name: 'Create Habit' }).click();
    await expect(dialog.getByText('Habit name is required')).toBeVisible();

    await dialog.getByLabel('Habit name').fill('Read 20 pages');
    await dialog.getByLabel('Description').fill('Fiction or not');
    await dialog.getByLabel('Start date').fill(shiftDate(today(), -10));
    await dialog.getByRole('button', { name: 'Create Habit' }).click();
    await expect(page.getByText('Habit created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    let card = habitCard(page, 'Read 20 pages');
    await expect(card).toContainText('Fiction or not');
    await expect(card).toContainText('Daily');
    await expect(card).toContainText('0 days');

    await card.getByRole('button', { name: 'Edit Read 20 pages' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Habit' });
    await expect(edit.getByLabel('Habit name')).toHaveValue('Read 20 pages');
    await edit.getByLabel('Habit name').fill('Read 30 pages');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Habit updated successfully')).toBeVisible();
    card = habitCard(page, 'Read 30 pages');
    await expect(card).toBeVisible();

    // Two days done already: the streak counts them while today is still open.
    const habits = (await (await page.request.get('/api/habits', { headers })).json()) as {
      id: number;
    }[];
    await markDone(page, habits[0].id, shiftDate(today(), -1));
    await markDone(page, habits[0].id, shiftDate(today(), -2));
    await page.reload();
    await expect(card).toContainText('2 days', SLOW);
    await expect(
      card.getByRole('progressbar', { name: /Current streak: 2 days, 7% of the 30-day goal/ }),
    ).toBeVisible();

    const doneToday = card.getByRole('button', { name: 'Done today' });
    await expect(doneToday).toHaveAttribute('aria-pressed', 'false');
    await doneToday.click();
    await expect(doneToday).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('3 days');
    // Saved once the toggle is usable again; then a fresh load shows the server's answer.
    await expect(doneToday).toBeEnabled(SLOW);
    await page.reload();
    await expect(card).toContainText('3 days', SLOW);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/habits-page-en-desktop.png` });

    // The dashboard: today ticked, three of the last seven days done; untick from there.
    await page.goto('/');
    const todayCard = page.getByRole('region', { name: "Today's Habits" });
    const weekly = page.getByRole('region', { name: 'Weekly Progress' });
    const tick = todayCard.getByRole('checkbox', { name: 'Read 30 pages' });
    await expect(tick).toBeChecked(SLOW);
    await expect(weekly).toContainText('3/7', SLOW);
    await expect(todayCard).toContainText('1/1 done');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/habits-dashboard-en-desktop.png` });
    await tick.uncheck();
    await expect(weekly).toContainText('2/7');
    await expect(todayCard).toContainText('0/1 done');
    await expect(tick).toBeEnabled(SLOW);
    await expect(weekly.getByRole('link', { name: 'View progress' })).toHaveAttribute(
      'href',
      '/progress',
    );

    await page.goto('/habits');
    await expect(card).toContainText('2 days', SLOW);
    await expect(card.getByRole('button', { name: 'Done today' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await card.getByRole('button', { name: 'Delete Read 30 pages' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this habit?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Delete Read 30 pages' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Habit deleted successfully')).toBeVisible();
    await expect(page.getByText('No habits yet')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a weekly habit counts weeks with at least one day done', async ({ page }) => {
    await signUpViaApi(page);
    const gym = await createHabit(page, { name: 'Gym', frequency: 'weekly' });
    // One day in each of the two previous weeks; this week not yet.
    await markDone(page, gym, shiftDate(today(), -7));
    await markDone(page, gym, shiftDate(today(), -14));
    await page.goto('/habits');
    const card = habitCard(page, 'Gym');
    await expect(card).toContainText('Weekly', SLOW);
    await expect(card).toContainText('2 weeks');
    await card.getByRole('button', { name: 'Done today' }).click();
    await expect(card).toContainText('3 weeks');
  });

  test('reads every habit’s completions in ONE request, on the page and on the dashboard', async ({
    page,
  }) => {
    await signUpViaApi(page);
    for (const name of ['Read', 'Walk', 'Stretch', 'Water']) await createHabit(page, { name });
    const completionReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/completions')) {
        completionReads.push(request.url());
      }
    });
    await page.goto('/habits');
    await expect(habitCard(page, 'Water')).toContainText('0 days', SLOW);
    expect(completionReads).toHaveLength(1);
    expect(completionReads[0]).toContain(
      `startDate=${shiftDate(today(), -365)}&endDate=${today()}`,
    );

    completionReads.length = 0;
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Weekly Progress' }).getByRole('list', { name: 'Water' }),
    ).toBeVisible(SLOW);
    await expect(
      page.getByRole('region', { name: "Today's Habits" }).getByRole('checkbox', { name: 'Water' }),
    ).toBeVisible();
    expect(completionReads).toHaveLength(1);
    expect(completionReads[0]).toContain(`startDate=${shiftDate(today(), -6)}&endDate=${today()}`);
  });

  test("a refused mark is rolled back with the 'Error' toast and the server's message", async ({
    page,
  }) => {
    await signUpViaApi(page);
    await createHabit(page, { name: 'Read' });
    await page.route('**/api/habits/*/complete', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The habits service is busy' }),
      }),
    );
    await page.goto('/habits');
    const button = habitCard(page, 'Read').getByRole('button', { name: 'Done today' });
    await button.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(toast).toContainText('The habits service is busy');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(habitCard(page, 'Read')).toContainText('0 days');
  });
});

test.describe('habits in Arabic on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the page is right-to-left, translated, and marking works', async ({ page }) => {
    await signUpViaApi(page, { language: 'ar' });
    const read = await createHabit(page, { name: 'قراءة' });
    await markDone(page, read, shiftDate(today(), -1));
    await createHabit(page, { name: 'الرياضة', frequency: 'weekly' });
    await page.goto('/habits');
    await expect(page.getByRole('heading', { level: 1, name: 'العادات' })).toBeVisible(SLOW);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = habitCard(page, 'قراءة');
    await expect(card).toContainText('يوم واحد');
    const doneToday = card.getByRole('button', { name: 'أُنجزت اليوم' });
    await doneToday.click();
    await expect(card).toContainText('يومان');
    await expect(doneToday).toBeEnabled(SLOW);
    await hasNoSidewaysScroll(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/habits-page-ar-phone.png`, fullPage: true });

    await page.getByRole('button', { name: 'إضافة عادة' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'إضافة عادة' });
    await dialog.getByRole('button', { name: 'إنشاء العادة' }).click();
    await expect(dialog.getByText('اسم العادة مطلوب')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/habits-dialog-ar-phone.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/');
    const weekly = page.getByRole('region', { name: 'التقدم الأسبوعي' });
    await expect(weekly).toContainText('2/7', SLOW);
    await hasNoSidewaysScroll(page);
    await weekly.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/habits-dashboard-ar-phone.png` });
  });
});

const HABITS_HEADING = { en: 'Habits', fr: 'Habitudes', ar: 'العادات' } as const;

test.describe('screenshots', () => {
  for (const language of ['en', 'fr', 'ar'] as const) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      test(`habits in ${language} on a ${size}`, async ({ page }) => {
        const errors = collectPageErrors(page);
        await page.setViewportSize(viewport);
        await signUpViaApi(page, { language });
        const read = await createHabit(page, { name: 'Read 20 pages' });
        for (const days of [0, 1, 2, 4]) await markDone(page, read, shiftDate(today(), -days));
        await createHabit(page, { name: 'Gym', frequency: 'weekly' });
        await page.goto('/habits');
        await expect(page.getByRole('progressbar').first()).toBeVisible(SLOW);
        await expect(habitCard(page, 'Read 20 pages')).toContainText('3', SLOW);
        await expect(habitCard(page, 'Gym')).toBeVisible();
        await expectScreenIn(page, language, HABITS_HEADING[language], errors);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/habits-${language}-${size}.png`,
          fullPage: true,
        });
      });
    }
  }
});
