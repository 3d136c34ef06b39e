import { expect, test, type Page } from '@playwright/test';
import {
  collectPageErrors,
  DESKTOP,
  expectScreenIn,
  PHONE,
  SCREENSHOT_DIR,
  shiftDate,
  signUpViaApi,
  today,
  ZONE,
  ZONE_HEADERS,
} from './support';

/*
 * Settings › Your data against the real gateway: an export brought into another account, a Loop
 * Habit Tracker backup previewed, a personal access token used and revoked, an account deleted.
 */

test.use({ timezoneId: ZONE, viewport: DESKTOP });
// Each test loads the shell on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

const PAGE = '/settings/data';
/** A Loop Habit Tracker backup (schema 22) holding the habits "Work out" and "Test". */
const LOOP_BACKUP = 'services/auth/test/fixtures/loop-v22-sample.db';
const SLOW = { timeout: 60_000 };
const HEADING = { en: 'Your data', fr: 'Vos données', ar: 'بياناتك' } as const;

async function createHabit(page: Page, name: string, doneDaysAgo: number[]) {
  const response = await page.request.post('/api/habits', {
    headers: ZONE_HEADERS,
    data: { name, frequency: 'daily', startDate: shiftDate(today(), -30) },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  for (const days of doneDaysAgo) {
    const done = await page.request.post(`/api/habits/${id}/complete`, {
      headers: ZONE_HEADERS,
      data: { date: shiftDate(today(), -days) },
    });
    expect(done.ok(), await done.text()).toBe(true);
  }
}

async function createTask(page: Page, description: string) {
  const response = await page.request.post('/api/tasks', {
    headers: ZONE_HEADERS,
    data: { description, dueDate: null, priority: 'high', habitId: null },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function openYourData(page: Page, heading: string = HEADING.en) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(SLOW);
}

function importPreview(page: Page, name = 'Before you import') {
  return page.getByRole('region', { name });
}

test('an export brought into a new account: previewed, imported, shown on the habits page', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  await signUpViaApi(page);
  await createHabit(page, 'Read 20 pages', [0, 1, 2]);
  await createHabit(page, 'Evening walk', [1]);
  await createTask(page, 'File the tax return');
  await openYourData(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as JSON' }).click();
  const exported = testInfo.outputPath('export.json');
  await (await downloading).saveAs(exported);

  await signUpViaApi(page);
  await openYourData(page);
  await page.getByLabel('Choose a file').setInputFiles(exported);
  const preview = importPreview(page);
  await expect(preview).toBeVisible(SLOW);
  await expect(preview).toContainText('a Productivity Suite export');
  const added = preview.getByRole('list', { name: 'This import adds:' });
  await expect(added.getByRole('listitem')).toHaveText(['2 habits', '4 check-ins', '1 task']);
  const habits = preview.getByRole('list', { name: 'Habits in the file' });
  await expect(habits.getByRole('listitem').filter({ hasText: 'Read 20 pages' })).toContainText(
    'New',
  );
  // The preview wrote nothing.
  expect(await (await page.request.get('/api/habits', { headers: ZONE_HEADERS })).json()).toEqual(
    [],
  );

  await preview.getByRole('button', { name: 'Import' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Import finished' });
  await expect(toast).toBeVisible(SLOW);
  await expect(toast).toContainText('Added 2 habits, 4 check-ins, and 1 task.');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Habits' })
    .click();
  await expect(page.getByRole('heading', { name: 'Read 20 pages' })).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { name: 'Evening walk' })).toBeVisible();

  // The same file again adds nothing: every record is recognised.
  await openYourData(page);
  await page.getByLabel('Choose a file').setInputFiles(exported);
  await expect(importPreview(page)).toContainText('already here: importing it adds nothing', SLOW);
  expect(errors).toEqual([]);
});

test("a Loop Habit Tracker backup's preview names its habits", async ({ page }) => {
  const errors = collectPageErrors(page);
  await signUpViaApi(page);
  await openYourData(page);
  await page.getByLabel('Choose a file').setInputFiles(LOOP_BACKUP);
  const preview = importPreview(page);
  await expect(preview).toContainText('a Loop Habit Tracker backup', SLOW);
  const habits = preview.getByRole('list', { name: 'Habits in the file' });
  await expect(habits.getByRole('listitem').filter({ hasText: 'Work out' })).toContainText('New');
  await expect(habits.getByRole('listitem').filter({ hasText: 'Test' })).toContainText('New');
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();
  expect(await (await page.request.get('/api/habits', { headers: ZONE_HEADERS })).json()).toEqual(
    [],
  );
  expect(errors).toEqual([]);
});

test('a file that is no export is refused with the reason', async ({ page }) => {
  await signUpViaApi(page);
  await openYourData(page);
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello": "world"}'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'nothing was imported' })).toBeVisible(
    SLOW,
  );
  await expect(importPreview(page)).toBeHidden();
});

test('a personal access token is shown once, opens the API, and stops working once revoked', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await signUpViaApi(page);
  await createHabit(page, 'Stretch', []);
  await openYourData(page);
  const tokens = page.getByRole('region', { name: 'Personal access tokens' });
  await tokens.getByLabel('Token name').fill('Backup script');
  await tokens.getByRole('radio', { name: 'Read only' }).check();
  await tokens.getByRole('button', { name: 'Create token' }).click();

  const notice = page.getByRole('region', { name: 'Copy your new token now' });
  await expect(notice).toContainText("You won't see it again", SLOW);
  const secret = await notice.getByRole('textbox', { name: 'Token “Backup script”' }).inputValue();
  expect(secret).toMatch(/^ps_pat_/);
  const row = tokens.getByRole('list', { name: 'Your tokens' }).getByRole('listitem');
  await expect(row).toContainText('Backup script');
  await expect(row).toContainText('Read only');
  await expect(row).toContainText('never used');

  const bearer = { Authorization: `Bearer ${secret}`, ...ZONE_HEADERS };
  const allowed = await request.get('/api/habits', { headers: bearer });
  expect(allowed.status()).toBe(200);
  expect(await allowed.json()).toEqual([expect.objectContaining({ name: 'Stretch' })]);

  await notice.getByRole('button', { name: 'I have copied it' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(row).not.toContainText('never used', SLOW);

  await row.getByRole('button', { name: 'Revoke Backup script' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke “Backup script”?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Token revoked')).toBeVisible();
  await expect(tokens.getByText('No tokens yet.')).toBeVisible();
  expect((await request.get('/api/habits', { headers: bearer })).status()).toBe(401);
  expect(errors).toEqual([]);
});

test('an account deleted with its password: signed out, its sign-in refused, its name free again', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const { username, password } = await signUpViaApi(page);
  await createHabit(page, 'Journal', [0]);
  await openYourData(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const field = dialog.getByLabel('Password');
  await expect(field).toBeFocused();
  await field.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog).toContainText('That password is not right: the account was kept', SLOW);

  await field.fill(password);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await page.waitForURL((url) => url.pathname === '/login', SLOW);
  await expect(page.getByText('Your account was deleted')).toBeVisible(SLOW);

  const signIn = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(signIn.status()).toBe(401);
  const signUpAgain = await page.request.post('/api/auth/signup', {
    data: { username, password: 'another-secret' },
  });
  expect(signUpAgain.ok(), await signUpAgain.text()).toBe(true);
  expect(await (await page.request.get('/api/habits', { headers: ZONE_HEADERS })).json()).toEqual(
    [],
  );
  expect(errors).toEqual([]);
});

test.describe('screenshots', () => {
  for (const language of ['en', 'fr', 'ar'] as const) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      test(`your data in ${language} on a ${size}`, async ({ page }) => {
        const errors = collectPageErrors(page);
        await page.setViewportSize(viewport);
        await signUpViaApi(page, { language });
        const token = await page.request.post('/api/auth/tokens', {
          data: { name: 'Backup script', scope: 'read' },
        });
        expect(token.status(), await token.text()).toBe(201);
        await openYourData(page, HEADING[language]);
        await page.locator('input[type=file]').setInputFiles(LOOP_BACKUP);
        await expect(page.getByRole('region').filter({ hasText: 'Work out' })).not.toHaveCount(
          0,
          SLOW,
        );
        await expectScreenIn(page, language, HEADING[language], errors);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/your-data-${language}-${size}.png`,
          fullPage: true,
        });
      });
    }
  }
});
