import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  collectPageErrors,
  DESKTOP,
  expectScreenIn,
  hasNoSidewaysScroll,
  PHONE,
  SCREENSHOT_DIR,
  scrollUntilVisible,
  shiftDate,
  signUpViaApi,
  today,
  ZONE,
  ZONE_HEADERS,
} from './support';

/*
 * The Habits page and the dashboard's habit cards (mf-habits) against the real gateway, as a new
 * user sees them. Dates are computed here, independently of @ps/contracts, on the browser's zone.
 */

test.use({ timezoneId: ZONE });
// Each test loads the shell and several remotes on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

async function createHabit(
  page: Page,
  habit: { name: string; frequency?: 'daily' | 'weekly'; startDate?: string },
): Promise<number> {
  const response = await page.request.post('/api/habits', {
    headers: ZONE_HEADERS,
    data: { frequency: 'daily', startDate: shiftDate(today(), -60), ...habit },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function markDone(page: Page, habitId: number, date: string) {
  const response = await page.request.post(`/api/habits/${habitId}/complete`, {
    headers: ZONE_HEADERS,
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
    await expect(dialog.getByRole('combobox', { name: 'How often' })).toHaveText('Every day');
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
    await expect(card).toContainText('Every day');
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
    const habits = (await (
      await page.request.get('/api/habits', { headers: ZONE_HEADERS })
    ).json()) as {
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
    await expect(card).toContainText('Once a week', SLOW);
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
    expect(completionReads[0]).toContain(
      `startDate=${shiftDate(today(), -30)}&endDate=${today()}&include=all`,
    );
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

/** How the calendar names a day in English: "Wednesday, November 25, 2026". */
const fullDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

async function addHabit(page: Page, name: string, choose: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Add Habit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Habit' });
  await dialog.getByLabel('Habit name').fill(name);
  await dialog.getByLabel('Start date').fill(shiftDate(today(), -40));
  await choose(dialog);
  await dialog.getByRole('button', { name: 'Create Habit' }).click();
  await expect(dialog).toBeHidden();
  await expect(habitCard(page, name)).toBeVisible();
}

async function chooseSchedule(dialog: Locator, option: string) {
  const howOften = dialog.getByRole('combobox', { name: 'How often' });
  const menu = dialog.page().getByRole('listbox', { name: 'How often' });
  // On a busy machine a click that lands while MUI's menu is still opening can be lost (the menu
  // stays open on the old choice): choose again until the field shows the option.
  await expect(async () => {
    if (!(await menu.isVisible())) await howOften.click();
    await menu.getByRole('option', { name: option }).click({ timeout: 5000 });
    await expect(howOften).toHaveText(option, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('habits that fit real lives', () => {
  test.use({ viewport: DESKTOP });

  test('each kind of schedule, past days on the calendar, a skip, an amount, archive and reorder', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const errors = collectPageErrors(page);
    await signUpViaApi(page);
    await page.goto('/habits');
    await expect(page.getByText('No habits yet')).toBeVisible(SLOW);

    await addHabit(page, 'Swim', async (dialog) => {
      await chooseSchedule(dialog, 'A number of times a week');
      await dialog.getByLabel('Times a week').fill('3');
    });
    await addHabit(page, 'Stretch', async (dialog) => {
      await chooseSchedule(dialog, 'On chosen days of the week');
      await dialog.getByRole('button', { name: 'Saturday' }).click();
    });
    await addHabit(page, 'Budget', async (dialog) => {
      await chooseSchedule(dialog, 'A number of times a month');
      await dialog.getByLabel('Times a month').fill('2');
    });
    await addHabit(page, 'Plants', async (dialog) => {
      await chooseSchedule(dialog, 'Every few days');
      await dialog.getByLabel('Every how many days').fill('3');
    });
    await addHabit(page, 'Water', async (dialog) => {
      await dialog.getByRole('switch', { name: 'Measure an amount each day' }).click();
      await dialog.getByLabel('Amount a day').fill('8');
      await dialog.getByLabel('Unit').fill('glasses');
    });
    await expect(habitCard(page, 'Swim')).toContainText('3 times a week');
    await expect(habitCard(page, 'Stretch')).toContainText('Mon, Tue, Wed, Thu, Fri, and Sat');
    await expect(habitCard(page, 'Budget')).toContainText('2 times a month');
    await expect(habitCard(page, 'Plants')).toContainText('Every 3 days');
    await expect(habitCard(page, 'Water')).toContainText('At least 8 glasses a day');

    // An amount below the target is recorded but not done; at the target it is.
    const water = habitCard(page, 'Water');
    await water.getByLabel('Amount (glasses)').fill('5');
    await water.getByRole('button', { name: 'Record' }).click();
    await expect(water).toContainText('5 / 8 glasses today');
    await expect(water).toContainText('0 days');
    await water.getByLabel('Amount (glasses)').fill('8');
    await water.getByRole('button', { name: 'Record' }).click();
    await expect(water).toContainText('8 / 8 glasses today');
    await expect(water).toContainText('1 day');

    // The habit's own page: mark yesterday done on the calendar, then skip today.
    await habitCard(page, 'Plants').getByRole('link', { name: 'Plants' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plants' })).toBeVisible(SLOW);
    const yesterday = shiftDate(today(), -1);
    if (yesterday.slice(0, 7) !== today().slice(0, 7)) {
      await page.getByRole('button', { name: 'Previous month' }).click();
    }
    await page.getByRole('gridcell', { name: `${fullDate(yesterday)}: not done` }).click();
    const day = page.getByRole('dialog', { name: fullDate(yesterday) });
    await day.getByLabel('Note').fill('Watered the ficus');
    await day.getByRole('button', { name: 'Done' }).click();
    await expect(day).toBeHidden();
    await expect(
      page.getByRole('gridcell', { name: `${fullDate(yesterday)}: done` }),
    ).toBeVisible();
    const figures = page.locator('dl');
    // One block of three days kept: "3 days".
    await expect(figures).toContainText('Current streak3 days');
    if (yesterday.slice(0, 7) !== today().slice(0, 7)) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    await page.getByRole('gridcell', { name: `${fullDate(today())}: not done` }).click();
    await page
      .getByRole('dialog', { name: fullDate(today()) })
      .getByRole('button', { name: 'Skip' })
      .click();
    await expect(
      page.getByRole('gridcell', { name: `${fullDate(today())}: skipped` }),
    ).toBeVisible();
    // A day that has not come cannot be picked.
    const tomorrow = shiftDate(today(), 1);
    if (tomorrow.slice(0, 7) === today().slice(0, 7)) {
      await expect(
        page.getByRole('gridcell', { name: new RegExp(fullDate(tomorrow)) }),
      ).toBeDisabled();
    }
    const records = (await (
      await page.request.get(
        `/api/habits/completions?startDate=${yesterday}&endDate=${today()}&include=all`,
        { headers: ZONE_HEADERS },
      )
    ).json()) as { completedAt: string; status: string; note: string | null }[];
    expect(records.map(({ completedAt, status, note }) => [completedAt, status, note])).toEqual(
      expect.arrayContaining([
        [yesterday, 'done', 'Watered the ficus'],
        [today(), 'skipped', null],
      ]),
    );

    // Archive: off today's lists, kept under "Archived".
    await page.getByRole('link', { name: 'All habits' }).click();
    await habitCard(page, 'Budget').getByRole('button', { name: 'Archive Budget' }).click();
    const archived = page.getByRole('region', { name: 'Archived' });
    await expect(archived.getByRole('heading', { name: 'Budget' })).toBeVisible();

    // Reorder with the keyboard: Stretch moves above Swim, and stays there.
    const order = () => page.getByRole('heading', { level: 2 }).allTextContents();
    expect((await order()).slice(0, 2)).toEqual(['Swim', 'Stretch']);
    await habitCard(page, 'Stretch').getByRole('button', { name: 'Move Stretch up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await order()).slice(0, 2)).toEqual(['Stretch', 'Swim']);
    await page.reload();
    await expect.poll(async () => (await order()).slice(0, 2), SLOW).toEqual(['Stretch', 'Swim']);

    // Reorder by dragging: Swim's grip dropped on Stretch's card puts Swim first again, and it stays.
    await habitCard(page, 'Swim').getByTestId('habit-drag-handle').hover();
    await page.mouse.down();
    const stretch = (await habitCard(page, 'Stretch').boundingBox())!;
    await page.mouse.move(stretch.x + stretch.width / 2, stretch.y + stretch.height / 2, {
      steps: 8,
    });
    await page.mouse.up();
    await expect.poll(async () => (await order()).slice(0, 2)).toEqual(['Swim', 'Stretch']);
    await page.reload();
    await expect.poll(async () => (await order()).slice(0, 2), SLOW).toEqual(['Swim', 'Stretch']);

    await page.goto('/');
    const todayCard = page.getByRole('region', { name: "Today's Habits" });
    await expect(todayCard.getByRole('checkbox', { name: 'Swim' })).toBeVisible(SLOW);
    await expect(todayCard.getByRole('checkbox', { name: 'Budget' })).toHaveCount(0);
    expect(errors).toEqual([]);
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
    await scrollUntilVisible(page, weekly);
    await expect(weekly).toContainText('2/7', SLOW);
    await hasNoSidewaysScroll(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/habits-dashboard-ar-phone.png` });
  });
});

/** The words of `heading` that the page drew across two lines. */
function wordsBrokenIn(heading: Locator): Promise<string[]> {
  return heading.evaluate((element) => {
    // The name's own text, wherever the heading wraps it (a link, an isolate).
    const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode()!;
    const broken: string[] = [];
    for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
      const word = document.createRange();
      word.setStart(text, match.index);
      word.setEnd(text, match.index + match[0].length);
      const lines = new Set([...word.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
    return broken;
  });
}

test("a habit's name breaks between its words, never inside one, at any window's width", async ({
  page,
}) => {
  // At 915 px, two cards a row beside the sidebar left the name of a card with its move, edit,
  // archive and delete buttons too narrow for "meditation": it was broken as "meditatio-n".
  await signUpViaApi(page, { language: 'ar' });
  await createHabit(page, { name: 'Morning meditation' });
  await createHabit(page, { name: 'Drink 8 glasses of water' });
  for (const width of [390, 700, 915, 1024, 1366, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/habits');
    for (const name of ['Morning meditation', 'Drink 8 glasses of water']) {
      const heading = page.getByRole('heading', { level: 2, name });
      await expect(heading).toBeVisible(SLOW);
      expect({ width, broken: await wordsBrokenIn(heading) }).toEqual({ width, broken: [] });
    }
    await hasNoSidewaysScroll(page);
  }
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

        await habitCard(page, 'Read 20 pages').getByRole('link', { name: 'Read 20 pages' }).click();
        await expect(page.getByRole('grid')).toBeVisible(SLOW);
        // The strength chart loads on its own; the picture waits for it.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, SLOW);
        await expectScreenIn(page, language, 'Read 20 pages', errors);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/habit-page-${language}-${size}.png`,
          fullPage: true,
        });
      });
    }
  }
});

test.describe('a long habit list on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('cards below the screen are not laid out until a scroll brings them near, then show whole', async ({
    page,
  }) => {
    await signUpViaApi(page);
    for (let i = 1; i <= 12; i += 1) await createHabit(page, { name: `Habit ${i}` });
    await page.goto('/habits');
    const title = (name: string) => page.getByRole('heading', { name, exact: true });
    await expect(title('Habit 12')).toHaveCount(1, SLOW);
    // Skipped by the browser's rendering (content-visibility: auto), yet in the page's text and
    // its accessibility tree: a screen reader and find-in-page still reach it.
    const rendered = (heading: Locator) =>
      heading.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered(title('Habit 1'))).toBe(true);
    // Once the browser has seen where it lies (a frame or two after it is drawn).
    await expect.poll(() => rendered(title('Habit 12'))).toBe(false);
    await page.mouse.move(195, 400);
    for (let flick = 0; flick < 12; flick += 1) await page.mouse.wheel(0, 400);
    await expect.poll(() => rendered(title('Habit 12'))).toBe(true);
    const doneToday = habitCard(page, 'Habit 12').getByRole('button', { name: 'Done today' });
    await expect(doneToday).toBeInViewport();
    await hasNoSidewaysScroll(page);
  });
});
