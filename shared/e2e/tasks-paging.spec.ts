import { expect, test, type Page } from '@playwright/test';
import { TASK_SCREEN_PAGE_SIZE as PAGE_SIZE } from '@ps/contracts/tasks';
import { collectPageErrors, DESKTOP, PHONE, signUpViaApi, ZONE, startApp } from './support';

/*
 * The Tasks page of a user with more tasks than one page holds: it shows the first page,
 * loads the next as the list scrolls to its end or from the Load more button, and its tabs count
 * every task from the start, whatever is loaded.
 */

test.use({ timezoneId: ZONE });
// Each test writes five and a half pages of tasks and renders as many rows on a busy machine.
test.describe.configure({ timeout: 300_000 });

const TASKS = 5 * PAGE_SIZE + Math.ceil(PAGE_SIZE / 2);
const BATCH = 25;
const SLOW = { timeout: 60_000 };

/** The task written `n`th: "Task 001", "Task 002" and so on. */
const taskName = (n: number) => `Task ${String(n).padStart(3, '0')}`;

/** `TASKS` pending tasks, "Task 001" on, written through the API a batch at a time. */
async function createManyTasks(page: Page): Promise<void> {
  for (let start = 0; start < TASKS; start += BATCH) {
    const statuses = await Promise.all(
      Array.from({ length: Math.min(BATCH, TASKS - start) }, async (_, i) => {
        const response = await page.request.post('/api/tasks', {
          headers: { 'X-Timezone': ZONE },
          data: { description: taskName(start + i + 1) },
        });
        return response.status();
      }),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
  }
}

const rows = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

/** Brings the last row shown into view, as a person scrolling to the end of the list does. */
async function scrollToEnd(page: Page): Promise<void> {
  await rows(page).last().scrollIntoViewIfNeeded();
}

/**
 * The first pages, and not the whole list: the list asks for the next page while its end is
 * still a few hundred pixels below the window, so a tall window may show two pages at once.
 */
async function expectFirstPagesOnly(page: Page): Promise<number> {
  await expect(rows(page).nth(PAGE_SIZE - 1)).toBeVisible(SLOW);
  const shown = await rows(page).count();
  expect(shown % PAGE_SIZE).toBe(0);
  expect(shown).toBeLessThan(TASKS);
  return shown;
}

/** Scrolls to the end of the list, as often as it takes, until `count` rows are shown. */
async function scrollUntilShown(page: Page, count: number): Promise<void> {
  await expect(async () => {
    await scrollToEnd(page);
    await expect(rows(page)).toHaveCount(count, { timeout: 2_000 });
  }).toPass(SLOW);
}

test.describe('a long task list on a desktop window', () => {
  test.use({ viewport: DESKTOP });

  test('shows a page, loads more as the list scrolls to its end, counts every task, and a completion moves the counts without a reload', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signUpViaApi(page);
    await createManyTasks(page);

    await page.goto('/tasks');
    await startApp(page);
    await expect(page.getByRole('tab', { name: `Pending (${TASKS})` })).toBeVisible(SLOW);
    await expect(page.getByRole('tab', { name: 'Completed (0)' })).toBeVisible();
    await expectFirstPagesOnly(page);
    await expect(page.getByRole('button', { name: 'Load more tasks' })).toBeVisible();

    await scrollUntilShown(page, TASKS);
    await expect(page.getByRole('button', { name: 'Load more tasks' })).toHaveCount(0);
    // Every task once: the pages neither skip nor repeat a row at their seams. (Their order within
    // a batch is the order the server received them in, which the parallel writes leave open.)
    const shown = (await rows(page).allTextContents()).map((text) => text.match(/Task \d{3}/)?.[0]);
    expect(new Set(shown).size).toBe(TASKS);
    expect(shown).toContain(taskName(TASKS));

    // The same document throughout: a mark set now is still there after the counts change.
    await page.evaluate(() => document.documentElement.setAttribute('data-no-reload', ''));
    await rows(page).first().scrollIntoViewIfNeeded();
    await page.getByRole('checkbox', { name: 'Complete “Task 001”' }).click();
    await expect(page.getByText('🎉 Task Completed!')).toBeVisible(SLOW);
    await expect(page.getByRole('tab', { name: `Pending (${TASKS - 1})` })).toBeVisible(SLOW);
    await expect(page.getByRole('tab', { name: 'Completed (1)' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-no-reload', '');
    await expect(rows(page).filter({ hasText: 'Task 001' })).toHaveCount(0, SLOW);

    await page.getByRole('tab', { name: 'Completed (1)' }).click();
    await expect(rows(page)).toHaveCount(1, SLOW);
    await expect(rows(page).first()).toContainText('Task 001');
    expect(errors).toEqual([]);
  });

  test('the Load more button works from the keyboard, where nothing loads on scrolling', async ({
    page,
  }) => {
    // A browser without IntersectionObserver: the button is the only way to the next page.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    });
    const errors = collectPageErrors(page);
    await signUpViaApi(page);
    await createManyTasks(page);

    await page.goto('/tasks');
    await startApp(page);
    await expect(rows(page)).toHaveCount(PAGE_SIZE, SLOW);
    await scrollToEnd(page);
    const loadMore = page.getByRole('button', { name: 'Load more tasks' });
    // Tab from the last row's last control reaches the button; Enter presses it.
    await rows(page).last().getByRole('button').last().focus();
    await page.keyboard.press('Tab');
    await expect(loadMore).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rows(page)).toHaveCount(2 * PAGE_SIZE, SLOW);
    // Space presses it too; each press adds one page, until the list ends.
    for (let shown = 2 * PAGE_SIZE; shown < TASKS; shown += PAGE_SIZE) {
      await loadMore.focus();
      await page.keyboard.press('Space');
      await expect(rows(page)).toHaveCount(Math.min(TASKS, shown + PAGE_SIZE), SLOW);
    }
    await expect(loadMore).toHaveCount(0);
    await expect(page.getByRole('tab', { name: `Pending (${TASKS})` })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('a long task list in Arabic on a phone', () => {
  test.use({ viewport: PHONE });

  test('loads more as the right-to-left list scrolls to its end', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signUpViaApi(page, { language: 'ar' });
    await createManyTasks(page);

    await page.goto('/tasks');
    await startApp(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', SLOW);
    await expect(page.getByRole('heading', { name: 'المهام' })).toBeVisible(SLOW);
    const first = await expectFirstPagesOnly(page);
    await expect(page.getByRole('button', { name: 'تحميل المزيد من المهام' })).toBeVisible();
    await scrollUntilShown(page, first + PAGE_SIZE);
    expect(errors).toEqual([]);
  });
});

test.describe("the Pomodoro timer's task selector on a phone", () => {
  test.use({ viewport: PHONE });

  test('lists the first page of a long list, more as it is scrolled or walked with the keys, and keeps a task chosen far down', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signUpViaApi(page);
    await createManyTasks(page);
    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/tasks') pagesAsked.push(url.search);
    });

    await page.goto('/pomodoro');
    await startApp(page);
    const selector = page.getByRole('combobox', { name: 'Focus on a specific task' });
    await selector.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.filter({ hasText: taskName(1) })).toHaveCount(1, SLOW);
    // The phone's open list holds fewer than a page: no second page before it is scrolled.
    expect(pagesAsked).toHaveLength(1);
    expect(pagesAsked[0]).toContain(`limit=${PAGE_SIZE}`);
    expect(await options.count()).toBe(PAGE_SIZE + 1);

    // Walking down the list with the arrow keys reaches its end, and the next page comes.
    await options.first().focus();
    for (let i = 0; i < PAGE_SIZE; i += 1) await page.keyboard.press('ArrowDown');
    await expect(options).toHaveCount(2 * PAGE_SIZE + 1, SLOW);
    await options.nth(2 * PAGE_SIZE).scrollIntoViewIfNeeded();
    await expect(options).toHaveCount(3 * PAGE_SIZE + 1, SLOW);
    const far = (await options.nth(3 * PAGE_SIZE).textContent())!;
    await options.nth(3 * PAGE_SIZE).click();
    await expect(selector).toHaveText(far);

    // On the next visit the chosen task, four pages down, is read for and shown unopened.
    pagesAsked.length = 0;
    await page.reload();
    await expect(selector).toHaveText(far, SLOW);
    expect(pagesAsked.length).toBeLessThan(Math.ceil(TASKS / PAGE_SIZE));
    expect(errors).toEqual([]);
  });
});

test.describe('the sidebar search over a long task list', () => {
  test.use({ viewport: DESKTOP });

  test('finds a task by part of its description, asking the server, and opens the Tasks page', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signUpViaApi(page);
    await createManyTasks(page);
    const taskReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/tasks') taskReads.push(url.search);
    });

    await page.goto('/habits');
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill(`sk ${String(TASKS).slice(0, 2)}`);
    const wanted = taskName(TASKS);
    await expect(page.getByRole('option', { name: wanted })).toBeVisible(SLOW);
    // Every match of "sk 13" and nothing else: the list of every task was not downloaded.
    const options = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(options.every((text) => text.includes(`sk ${String(TASKS).slice(0, 2)}`))).toBe(true);
    expect(taskReads.length).toBeGreaterThan(0);
    expect(taskReads.every((search) => search.includes('q='))).toBe(true);

    await page.getByRole('option', { name: wanted }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    expect(errors).toEqual([]);
  });
});
