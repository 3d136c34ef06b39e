import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, scrollThroughPage, signUpViaApi, todayIn, ZONE } from './support';

/*
 * The signed-in pages people open every day, with data on them (habits done and not, tasks of
 * every priority, overdue and due today, focus sessions), pass axe's WCAG 2.2 A and AA rules:
 * contrast, touch-target size, names, roles. Empty pages hid two failures until now: the
 * medium-priority chip's orange text and the habit list's small move buttons.
 */

// axe is added to the page as a script of the test's own, which the app's CSP rightly refuses.
test.use({ timezoneId: ZONE, bypassCSP: true });
test.describe.configure({ timeout: 180_000 });

const PAGES = ['/', '/habits', '/tasks', '/pomodoro', '/progress'];
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_SCRIPT = createRequire(__filename).resolve('axe-core/axe.min.js');
const SLOW = { timeout: 60_000 };
const ZONE_HEADERS = { 'X-Timezone': ZONE };

async function post(page: Page, url: string, data: object): Promise<{ id: number }> {
  const response = await page.request.post(url, { headers: ZONE_HEADERS, data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: number };
}

/** A user with a bit of everything the pages draw. */
async function seedEverything(page: Page): Promise<void> {
  const today = todayIn(ZONE);
  const habits = [];
  for (const name of ['Read 20 pages', 'Morning run', 'Drink water']) {
    habits.push(await post(page, '/api/habits', { name, frequency: 'daily', startDate: today }));
  }
  await post(page, `/api/habits/${habits[0]!.id}/complete`, { date: today });
  for (const [description, priority, dueDate] of [
    ['Pay the electricity bill', 'high', '2020-01-01'],
    ['Book the dentist', 'medium', today],
    ['Sort the photos', 'low', null],
  ] as const) {
    await post(page, '/api/tasks', { description, priority, dueDate });
  }
  await post(page, '/api/pomodoro/sessions', { duration: 1500, taskId: null });
}

/**
 * The page once its data is drawn: nothing is loading or waiting any more. Scrolled through, so
 * the widgets a phone loads only near the screen are there to check too.
 */
async function settled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(SLOW);
  await scrollThroughPage(page);
  await expect(page.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0, SLOW);
  await page.waitForLoadState('networkidle');
}

async function violationsOn(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, WCAG_AA);
  return violations;
}

for (const [name, viewport, language] of [
  ['a phone in English', PHONE, 'en'],
  ['a desktop window in Arabic', DESKTOP, 'ar'],
] as const) {
  test.describe(`the signed-in pages with data, on ${name}`, () => {
    test.use({ viewport });

    test('pass the WCAG 2.2 AA rules of axe', async ({ page }) => {
      await signUpViaApi(page, { language });
      await seedEverything(page);
      for (const path of PAGES) {
        await settled(page, path);
        expect({ path, violations: await violationsOn(page) }).toEqual({ path, violations: [] });
      }
    });
  });
}
