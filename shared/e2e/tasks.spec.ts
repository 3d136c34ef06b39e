import { expect, test, type Page } from '@playwright/test';
import {
  collectPageErrors,
  DESKTOP,
  expectScreenIn,
  hasNoSidewaysScroll,
  PHONE,
  SCREENSHOT_DIR,
  shiftDate,
  signUpViaApi,
  today,
  ZONE,
  ZONE_HEADERS,
  startApp,
} from './support';

/*
 * The Tasks page, its dialog and the dashboard's today's tasks card (mf-tasks) against the real
 * gateway, as a new user sees them. Dates are computed here on the browser's zone.
 */

test.use({ timezoneId: ZONE });
// Each test loads the shell and several remotes on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

/** 'Nov 21, 2026', as the page writes a calendar date in English. */
function medium(date: string): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

const SLOW = { timeout: 60_000 };

interface StoredTask {
  id: number;
  description: string;
  dueDate: string | null;
  priority: string;
  status: string;
  habitId: number | null;
  completedAt: string | null;
}

async function storedTasks(page: Page): Promise<StoredTask[]> {
  return (await (
    await page.request.get('/api/tasks', { headers: ZONE_HEADERS })
  ).json()) as StoredTask[];
}

async function createTask(page: Page, task: Partial<StoredTask> & { description: string }) {
  const response = await page.request.post('/api/tasks', {
    headers: ZONE_HEADERS,
    data: { dueDate: null, priority: 'medium', habitId: null, ...task },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as StoredTask;
}

async function createHabit(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/habits', {
    headers: ZONE_HEADERS,
    data: { name, frequency: 'daily', startDate: shiftDate(today(), -30) },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

function taskRow(page: Page, description: string) {
  return page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: description });
}

async function rowOrder(page: Page): Promise<string[]> {
  const rows = page.getByRole('tabpanel').getByRole('listitem');
  return (await rows.allTextContents()).map((text) => text.split(/(Low|Medium|High) priority/)[0]);
}

async function addTask(
  page: Page,
  task: { description: string; priority?: 'Low' | 'Medium' | 'High'; due?: string; habit?: string },
) {
  await page.getByRole('button', { name: 'Add Task' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await dialog.getByLabel('Task description').fill(task.description);
  if (task.priority) {
    await dialog.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: task.priority }).click();
  }
  if (task.due) await dialog.getByLabel('Due date (optional)').fill(task.due);
  if (task.habit) {
    await dialog.getByRole('combobox', { name: 'Habit' }).click();
    await page.getByRole('option', { name: task.habit }).click();
  }
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog).toBeHidden(SLOW);
}

test.describe('tasks on a desktop window', () => {
  test.use({ viewport: DESKTOP });

  test('a new user creates tasks of each priority, with and without due dates and habits, completes, reopens, edits and deletes them', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUpViaApi(page);
    const readId = await createHabit(page, 'Read');

    await page.goto('/tasks');
    await startApp(page);
    await expect(page.getByText('No pending tasks')).toBeVisible(SLOW);
    await expect(page.getByRole('tab', { name: 'Pending (0)' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Task' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    await expect(dialog.getByRole('combobox', { name: 'Priority' })).toHaveText('Medium');
    await expect(dialog.getByRole('combobox', { name: 'Habit' })).toHaveText('No habit');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(dialog.getByText('Task description is required')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await addTask(page, { description: 'Pay rent', priority: 'High', due: today() });
    await expect(page.getByText('Task created successfully')).toBeVisible();
    await addTask(page, { description: 'Plan holidays' });
    await addTask(page, {
      description: 'Finish the novel',
      priority: 'Low',
      due: shiftDate(today(), 3),
      habit: 'Read',
    });
    await addTask(page, { description: 'Renew passport', due: shiftDate(today(), -2) });

    await expect(page.getByRole('tab', { name: 'Pending (4)' })).toBeVisible(SLOW);
    expect(await rowOrder(page)).toEqual([
      'Renew passport',
      'Pay rent',
      'Finish the novel',
      'Plan holidays',
    ]);
    await expect(taskRow(page, 'Renew passport')).toContainText(
      `Overdue · ${medium(shiftDate(today(), -2))}`,
    );
    await expect(taskRow(page, 'Pay rent')).toContainText('High priorityDue TodayPersonal');
    await expect(taskRow(page, 'Finish the novel')).toContainText(
      `Low priorityDue ${medium(shiftDate(today(), 3))}Read`,
    );
    await expect(taskRow(page, 'Plan holidays')).toContainText('Medium priorityPersonal');

    const stored = await storedTasks(page);
    const byDescription = (d: string) => stored.find((t) => t.description === d)!;
    expect(byDescription('Plan holidays')).toMatchObject({
      dueDate: null,
      priority: 'medium',
      habitId: null,
    });
    expect(byDescription('Finish the novel')).toMatchObject({
      dueDate: shiftDate(today(), 3),
      priority: 'low',
      habitId: readId,
    });
    expect(byDescription('Pay rent')).toMatchObject({ dueDate: today(), priority: 'high' });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/tasks-page-en-desktop.png` });

    // Complete: highlighted in place with the toast, then off to the Completed tab.
    await taskRow(page, 'Pay rent').getByRole('checkbox', { name: 'Complete “Pay rent”' }).click();
    await expect(page.getByText('🎉 Task Completed!')).toBeVisible(SLOW);
    await expect(page.getByText('Great job! Keep up the momentum.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Completed (1)' })).toBeVisible(SLOW);
    await expect(taskRow(page, 'Pay rent')).toHaveCount(0, SLOW);
    await expect(page.getByRole('tab', { name: 'Pending (3)' })).toBeVisible();

    await page.getByRole('tab', { name: 'Completed (1)' }).click();
    const done = taskRow(page, 'Pay rent');
    await expect(done).toContainText('Completed');
    await expect(done).toContainText(`Completed ${medium(today())}`);
    // The line is drawn on the description's paragraph, through the words inside it.
    await expect(done.locator('p', { hasText: /^Pay rent$/ })).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}/tasks-completed-en-desktop.png` });
    await done.getByRole('button', { name: 'Reopen “Pay rent”' }).click();
    await expect(page.getByText('Task updated successfully')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Completed (0)' })).toBeVisible(SLOW);
    await expect(page.getByText('No completed tasks yet')).toBeVisible();
    expect((await storedTasks(page)).find((t) => t.description === 'Pay rent')).toMatchObject({
      status: 'pending',
      completedAt: null,
    });

    await page.getByRole('tab', { name: 'Pending (4)' }).click();
    await taskRow(page, 'Plan holidays')
      .getByRole('button', { name: 'Edit “Plan holidays”' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Task' });
    await edit.getByLabel('Task description').fill('Plan summer holidays');
    await edit.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Task updated successfully')).toBeVisible();
    await expect(taskRow(page, 'Plan summer holidays')).toContainText('High priority', SLOW);

    await taskRow(page, 'Renew passport')
      .getByRole('button', { name: 'Delete “Renew passport”' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this task?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Task deleted successfully')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pending (3)' })).toBeVisible(SLOW);
    expect((await storedTasks(page)).map((t) => t.description).sort()).toEqual([
      'Finish the novel',
      'Pay rent',
      'Plan summer holidays',
    ]);
    expect(errors).toEqual([]);
  });

  test('the dashboard card shows pending and due-today tasks, at most five, completable in place; the quick action adds one', async ({
    page,
  }) => {
    await signUpViaApi(page);
    const rent = await createTask(page, { description: 'Pay rent', dueDate: today() });
    for (const n of [1, 2, 3]) await createTask(page, { description: `Chore ${n}` });
    const old = await createTask(page, { description: 'Old news' });
    await page.request.post(`/api/tasks/${old.id}/complete`, { headers: ZONE_HEADERS });

    await page.goto('/');
    const card = page.getByRole('region', { name: "Today's Tasks" });
    await expect(card.getByRole('listitem')).toHaveCount(4, SLOW);
    await expect(card.getByRole('listitem').first()).toContainText('Pay rent');
    await expect(card).not.toContainText('Old news');
    await expect(card).toContainText('4 pending');
    await expect(card.getByRole('link', { name: 'View all tasks' })).toHaveAttribute(
      'href',
      '/tasks',
    );

    // Completed in place; due today, so it stays on the card, ticked and struck through.
    await card.getByRole('checkbox', { name: 'Complete “Pay rent”' }).click();
    await expect(page.getByText('🎉 Task Completed!')).toBeVisible(SLOW);
    await expect(card).toContainText('3 pending', SLOW);
    const reopen = card.getByRole('checkbox', { name: 'Reopen “Pay rent”' });
    await expect(reopen).toBeEnabled(SLOW);
    await expect(reopen).toBeChecked();
    await expect(card.locator('p', { hasText: /^Pay rent$/ })).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    expect((await storedTasks(page)).find((t) => t.id === rent.id)?.status).toBe('completed');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/tasks-dashboard-en-desktop.png` });

    for (const n of [4, 5, 6, 7]) await createTask(page, { description: `Chore ${n}` });
    await page.reload();
    await expect(card).toContainText('7 pending', SLOW);
    await expect(card.getByRole('listitem')).toHaveCount(5);

    await page.getByRole('button', { name: 'Add New Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    await dialog.getByLabel('Task description').fill('Quick one');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(page.getByText('Task created successfully')).toBeVisible(SLOW);
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('8 pending', SLOW);
  });
});

test.describe('tasks in Arabic on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the page is right-to-left, translated, and tasks complete', async ({ page }) => {
    await signUpViaApi(page, { language: 'ar' });
    const habit = await createHabit(page, 'قراءة');
    await createTask(page, { description: 'دفع الإيجار', dueDate: today(), priority: 'high' });
    await createTask(page, { description: 'قراءة الفصل الثالث', habitId: habit, priority: 'low' });
    await createTask(page, { description: 'تجديد جواز السفر', dueDate: shiftDate(today(), -1) });
    await page.goto('/tasks');
    await startApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'المهام' })).toBeVisible(SLOW);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'قيد الانتظار (3)' })).toBeVisible(SLOW);
    await expect(taskRow(page, 'دفع الإيجار')).toContainText('مستحقة اليوم');
    await expect(taskRow(page, 'قراءة الفصل الثالث')).toContainText('قراءة');
    await expect(taskRow(page, 'تجديد جواز السفر')).toContainText('متأخرة');
    await hasNoSidewaysScroll(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/tasks-page-ar-phone.png`, fullPage: true });

    await taskRow(page, 'دفع الإيجار')
      .getByRole('checkbox', { name: 'إكمال «دفع الإيجار»' })
      .click();
    await expect(page.getByText('🎉 اكتملت المهمة!')).toBeVisible(SLOW);
    await expect(page.getByRole('tab', { name: 'المكتملة (1)' })).toBeVisible(SLOW);
    await page.getByRole('tab', { name: 'المكتملة (1)' }).click();
    await expect(taskRow(page, 'دفع الإيجار')).toContainText('مكتملة');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/tasks-completed-ar-phone.png` });

    await page.getByRole('button', { name: 'إضافة مهمة' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'إضافة مهمة' });
    await expect(dialog.getByRole('combobox', { name: 'العادة' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/tasks-dialog-ar-phone.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

const TASKS_HEADING = { en: 'Tasks', fr: 'Tâches', ar: 'المهام' } as const;

test.describe('screenshots', () => {
  for (const language of ['en', 'fr', 'ar'] as const) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      test(`tasks in ${language} on a ${size}`, async ({ page }) => {
        const errors = collectPageErrors(page);
        await page.setViewportSize(viewport);
        await signUpViaApi(page, { language });
        const habit = await createHabit(page, 'Read');
        await createTask(page, { description: 'Pay rent', dueDate: today(), priority: 'high' });
        await createTask(page, { description: 'Renew passport', dueDate: shiftDate(today(), -2) });
        await createTask(page, {
          description: 'Finish the novel',
          dueDate: shiftDate(today(), 4),
          priority: 'low',
          habitId: habit,
        });
        await page.goto('/tasks');
        await startApp(page);
        await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(3, SLOW);
        for (const description of ['Pay rent', 'Renew passport', 'Finish the novel']) {
          await expect(page.getByRole('tabpanel')).toContainText(description);
        }
        await expectScreenIn(page, language, TASKS_HEADING[language], errors);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/tasks-${language}-${size}.png`,
          fullPage: true,
        });
      });
    }
  }
});
