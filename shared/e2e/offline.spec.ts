import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { API } from '@ps/contracts/api';
import {
  collectPageErrors,
  expectScreenIn,
  PHONE,
  SCREENSHOT_DIR,
  shiftDate,
  signUpViaApi,
  today,
  ZONE,
  ZONE_HEADERS,
  startApp,
} from './support';

/**
 * The installed app offline: after one visit online, every route opened before opens offline
 * with the last-known data and a banner saying so; changes made offline are shown at once, kept
 * across closing the app, and reach the server once each when the network is back; a change
 * the server refuses then is named in a toast. A visitor offline gets the landing page and a
 * login screen that says signing in needs a connection.
 */
test.use({ timezoneId: ZONE, serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 60_000 };

async function createHabit(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/habits', {
    headers: ZONE_HEADERS,
    data: { name, frequency: 'daily', startDate: shiftDate(today(), -10) },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function createTask(page: Page, description: string): Promise<number> {
  const response = await page.request.post('/api/tasks', {
    headers: ZONE_HEADERS,
    data: { description, dueDate: null, priority: 'medium', habitId: null },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The service worker controls the page: from now on the app's files are kept as they load. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, SLOW);
}

const habitCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
const taskRow = (page: Page, description: string) =>
  page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: description });
const banner = (page: Page) => page.getByTestId('offline-banner');

/** The query keys of the answers the app has kept for offline use (IndexedDB `ps-offline`). */
function keptAnswerKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('ps-offline');
        // Not made here when the app has not made it yet: made empty, the app's own opening
        // would find it at its version already and never add its store.
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onerror = () =>
          opening.error?.name === 'AbortError' ? resolve([]) : reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('values')) {
            database.close();
            return resolve([]);
          }
          const keys = database.transaction('values').objectStore('values').getAllKeys();
          keys.onerror = () => reject(keys.error);
          keys.onsuccess = () => {
            database.close();
            // Each answer is kept under `queries:<user id>:<query key>`.
            const kept = keys.result.map(String).filter((key) => key.startsWith('queries:'));
            resolve(kept.map((key) => key.split(':').slice(2).join(':')));
          };
        };
      }),
  );
}

/** A query key as the app's cache names it (react-query hashes a key as its JSON). */
const keptKey = (...key: unknown[]) => JSON.stringify(key);
/** Any first page of tasks, whatever its filters: the key's start. */
const ANY_FIRST_TASK_PAGE = keptKey(API.tasks, {}).slice(0, -2);

/**
 * What each route must have kept before it is left: the app keeps its answers in the page's
 * next quiet moment (up to a few seconds on a busy machine), not as the page goes.
 */
const KEPT_BY_ROUTE: Record<string, string[]> = {
  '/': [keptKey(API.habits), ANY_FIRST_TASK_PAGE],
  '/habits': [keptKey(API.habits)],
  '/tasks': [keptKey(API.tasks, 'counts'), keptKey(API.tasks, 'pages', { status: 'pending' })],
};

/** Signs up, makes a habit and a task, and opens `/`, `/habits` and `/tasks` online once. */
async function visitOnline(page: Page, language: 'en' | 'ar', habit: string, task: string) {
  await signUpViaApi(page, { language });
  const habitId = await createHabit(page, habit);
  const taskId = await createTask(page, task);
  await page.goto('/');
  await waitForServiceWorker(page);
  for (const [route, kept] of Object.entries(KEPT_BY_ROUTE)) {
    await page.goto(route);
    await expect(page.getByText(route === '/habits' ? habit : task).first()).toBeVisible(SLOW);
    // The text can be the page's prerendered first view: the remotes' code (which the service
    // worker keeps as it loads, for offline) has run only once that is gone.
    await startApp(page);
    await expect
      .poll(async () => {
        const keys = await keptAnswerKeys(page);
        return kept.filter((wanted) => !keys.some((key) => key.startsWith(wanted)));
      }, SLOW)
      .toEqual([]);
  }
  return { habitId, taskId };
}

async function completionsOn(page: Page, habitId: number, date: string) {
  const response = await page.request.get(
    `/api/habits/${habitId}/completions?startDate=${date}&endDate=${date}`,
    { headers: ZONE_HEADERS },
  );
  return (await response.json()) as unknown[];
}

async function taskStatus(page: Page, taskId: number) {
  const tasks = (await (
    await page.request.get('/api/tasks', { headers: ZONE_HEADERS })
  ).json()) as {
    id: number;
    status: string;
  }[];
  return tasks.find((task) => task.id === taskId)?.status;
}

async function taskDescriptions(page: Page): Promise<string[]> {
  const tasks = (await (
    await page.request.get('/api/tasks', { headers: ZONE_HEADERS })
  ).json()) as {
    description: string;
  }[];
  return tasks.map((task) => task.description);
}

async function reopenOffline(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(route);
  return page;
}

test.describe('the app offline', () => {
  test('every route opened online opens offline with the last-known data and the banner', async ({
    page,
    context,
  }) => {
    const errors = collectPageErrors(page);
    await visitOnline(page, 'en', 'Swim', 'Buy milk');
    await context.setOffline(true);
    for (const [route, text] of [
      ['/', 'Buy milk'],
      ['/habits', 'Swim'],
      ['/tasks', 'Buy milk'],
    ] as const) {
      await page.goto(route);
      await expect(banner(page)).toContainText('You’re offline', SLOW);
      await expect(banner(page)).toContainText('Showing your data as last updated');
      await expect(page.getByText(text).first()).toBeVisible(SLOW);
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test('in Arabic, right to left, with the banner in Arabic', async ({ page, context }) => {
    await visitOnline(page, 'ar', 'سباحة', 'شراء الحليب');
    await context.setOffline(true);
    for (const [route, text] of [
      ['/habits', 'سباحة'],
      ['/tasks', 'شراء الحليب'],
    ] as const) {
      await page.goto(route);
      await expect(banner(page)).toContainText('أنت غير متصل بالإنترنت', SLOW);
      await expect(page.getByText(text).first()).toBeVisible(SLOW);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
  });

  test('changes made offline are kept across closing the app and sent once when online', async ({
    page,
    context,
  }) => {
    const { habitId, taskId } = await visitOnline(page, 'en', 'Swim', 'Buy milk');
    await context.setOffline(true);
    await page.goto('/habits');
    const done = habitCard(page, 'Swim').getByRole('button', { name: 'Done today' });
    await done.click();
    await expect(done).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/tasks');
    await startApp(page);
    await taskRow(page, 'Buy milk').getByRole('checkbox', { name: 'Complete “Buy milk”' }).click();
    await expect(banner(page)).toContainText('2 changes will be sent', SLOW);
    // The change is queued at once; the completed list it changed is written a moment later (a
    // tab closed within that moment reopens with the change queued but that list not kept).
    const completedList = keptKey(API.tasks, 'pages', { status: 'completed' });
    await expect
      .poll(
        async () => (await keptAnswerKeys(page)).some((key) => key.startsWith(completedList)),
        SLOW,
      )
      .toBe(true);
    await page.close();

    const reopened = await reopenOffline(context, '/habits');
    await expect(
      habitCard(reopened, 'Swim').getByRole('button', { name: 'Done today' }),
    ).toHaveAttribute('aria-pressed', 'true', SLOW);
    await reopened.goto('/tasks');
    await startApp(reopened);
    await reopened.getByRole('tab', { name: /Completed/ }).click();
    await expect(taskRow(reopened, 'Buy milk')).toBeVisible(SLOW);
    expect(await completionsOn(reopened, habitId, today())).toHaveLength(0);

    await context.setOffline(false);
    await expect
      .poll(() => completionsOn(reopened, habitId, today()), { timeout: 5000 })
      .toHaveLength(1);
    await expect.poll(() => taskStatus(reopened, taskId), { timeout: 5000 }).toBe('completed');
    await expect(banner(reopened)).toHaveCount(0);
    // A reload sends nothing again.
    await reopened.reload();
    await reopened.getByRole('tab', { name: /Completed/ }).click();
    await expect(taskRow(reopened, 'Buy milk')).toBeVisible(SLOW);
    expect(await completionsOn(reopened, habitId, today())).toHaveLength(1);
  });

  test('a task added and another deleted offline are kept across closing the app and sent once', async ({
    page,
    context,
  }) => {
    const errors = collectPageErrors(page);
    await visitOnline(page, 'en', 'Swim', 'Buy milk');
    await context.setOffline(true);
    await page.goto('/tasks');
    await startApp(page);
    await page.getByRole('button', { name: 'Add Task', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    await dialog.getByLabel('Task description').fill('Call the bank');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(taskRow(page, 'Call the bank')).toContainText('Not sent yet');
    await expect(banner(page)).toContainText('1 change will be sent');
    expect(errors).toEqual([]);
    await page.close();

    const reopened = await reopenOffline(context, '/tasks');
    await expect(taskRow(reopened, 'Call the bank')).toContainText('Not sent yet', SLOW);
    await taskRow(reopened, 'Buy milk').getByRole('button', { name: 'Delete “Buy milk”' }).click();
    await reopened
      .getByRole('dialog', { name: 'Delete this task?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(taskRow(reopened, 'Buy milk')).toHaveCount(0);
    // Kept, not only shown: the app may be closed once the banner counts it.
    await expect(banner(reopened)).toContainText('2 changes will be sent');
    await reopened.close();

    const again = await reopenOffline(context, '/tasks');
    await expect(taskRow(again, 'Call the bank')).toContainText('Not sent yet', SLOW);
    await expect(taskRow(again, 'Buy milk')).toHaveCount(0);
    await expect(banner(again)).toContainText('2 changes will be sent');
    expect(await taskDescriptions(again)).toEqual(['Buy milk']);

    await context.setOffline(false);
    await expect.poll(() => taskDescriptions(again), { timeout: 5000 }).toEqual(['Call the bank']);
    // The screen follows the server: the task added offline is now the server's.
    await expect(taskRow(again, 'Call the bank')).not.toContainText('Not sent yet');
    await expect(
      taskRow(again, 'Call the bank').getByRole('checkbox', { name: 'Complete “Call the bank”' }),
    ).toBeEnabled();
    await again.reload();
    await expect(taskRow(again, 'Call the bank')).toBeVisible(SLOW);
    expect(await taskDescriptions(again)).toEqual(['Call the bank']);
  });

  test('a change refused when the network is back is named in a toast', async ({
    page,
    context,
  }) => {
    const errors = collectPageErrors(page);
    await signUpViaApi(page);
    const runId = await createHabit(page, 'Run');
    await createHabit(page, 'Swim');
    await page.goto('/habits');
    await waitForServiceWorker(page);
    await page.reload();
    await expect(habitCard(page, 'Run')).toBeVisible(SLOW);
    await context.setOffline(true);
    await habitCard(page, 'Run').getByRole('button', { name: 'Done today' }).click();
    await expect(banner(page)).toContainText('1 change will be sent');
    // Another device deletes the habit meanwhile.
    expect(
      (await page.request.delete(`/api/habits/${runId}`, { headers: ZONE_HEADERS })).status(),
    ).toBe(204);
    await context.setOffline(false);
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Could not mark “Run” done' }),
    ).toContainText('Habit not found', SLOW);
    await expect(habitCard(page, 'Run')).toHaveCount(0, SLOW);
    await expect(habitCard(page, 'Swim')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a visitor offline gets the landing page and a login screen that needs a connection', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible(SLOW);
    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible(SLOW);
    await page.goto('/login');
    await expect(page.getByText('Signing in needs a connection')).toBeVisible(SLOW);
  });
});

test.describe('screenshots offline on a phone', () => {
  test.use({ viewport: PHONE });
  for (const language of ['en', 'ar'] as const) {
    test(`/habits offline with the banner (${language})`, async ({ page, context }) => {
      const errors = collectPageErrors(page);
      const name = language === 'ar' ? 'سباحة' : 'Swim';
      await visitOnline(page, language, name, language === 'ar' ? 'شراء الحليب' : 'Buy milk');
      await context.setOffline(true);
      await page.goto('/habits');
      await expect(banner(page)).toBeVisible(SLOW);
      await expect(habitCard(page, name)).toBeVisible(SLOW);
      await expectScreenIn(page, language, language === 'ar' ? 'العادات' : 'Habits', errors);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/offline-habits-phone-${language}.png` });
    });
  }
});
