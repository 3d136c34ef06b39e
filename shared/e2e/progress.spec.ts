import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DESKTOP, PHONE, SCREENSHOT_DIR, signUpViaApi } from './support';

/*
 * The Progress page and the dashboard's stats row against the real gateway. Every expected figure
 * is computed HERE from the API's raw lists with a deliberately separate implementation, so the
 * shared rules in @ps/contracts are checked rather than reused.
 */

// ---------- an independent calendar ----------

function localDay(instant: string | Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

function shift(date: string, days: number): string {
  const noon = new Date(`${date}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

function monday(date: string): string {
  return shift(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));
}

function daysEnding(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shift(last, i - count + 1));
}

// ---------- the raw data and the figures expected from it ----------

interface RawHabit {
  id: number;
  name: string;
  frequency: 'daily' | 'weekly';
}
interface RawCompletion {
  habitId: number;
  completedAt: string;
}
interface RawTask {
  status: 'pending' | 'completed';
  completedAt: string | null;
}
interface RawSession {
  duration: number;
  completedAt: string;
  createdAt: string;
}
interface RawStats {
  habits: { longestStreak: number; currentStreak: number; habitsCompletedToday: number };
}

async function getJson<T>(request: APIRequestContext, url: string, zone: string): Promise<T> {
  const response = await request.get(url, { headers: { 'X-Timezone': zone } });
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function rawData(request: APIRequestContext, zone: string, today: string) {
  const [habits, completions, tasks, sessions, stats] = await Promise.all([
    getJson<RawHabit[]>(request, '/api/habits', zone),
    getJson<RawCompletion[]>(
      request,
      `/api/habits/completions?startDate=${shift(today, -365)}&endDate=${today}`,
      zone,
    ),
    getJson<RawTask[]>(request, '/api/tasks', zone),
    getJson<RawSession[]>(request, '/api/pomodoro/sessions', zone),
    getJson<RawStats>(request, '/api/analytics/stats', zone),
  ]);
  return {
    habits,
    completions,
    tasks,
    sessions,
    stats,
    habitStats: await habitStats(request, habits, zone),
  };
}

type Raw = Awaited<ReturnType<typeof rawData>>;

/**
 * Each habit's streak and rate as the habit rules give them (GET /api/habits/{id}/stats): the
 * page must show the same, and the rules themselves are tested once, in @ps/contracts.
 */
interface RawHabitStats {
  currentStreak: number;
  bestStreak: number;
  unit: 'day' | 'week' | 'month';
  rate: { done: number; of: number };
}

async function habitStats(request: APIRequestContext, habits: RawHabit[], zone: string) {
  const entries = await Promise.all(
    habits.map(
      async (habit) =>
        [
          habit.id,
          await getJson<RawHabitStats>(request, `/api/habits/${habit.id}/stats`, zone),
        ] as const,
    ),
  );
  return new Map(entries);
}

function expectedFigures(raw: Raw, zone: string, today: string) {
  const window = daysEnding(today, 30);
  const week = daysEnding(today, 7);
  const datesOf = (habit: RawHabit) =>
    new Set(raw.completions.filter((c) => c.habitId === habit.id).map((c) => c.completedAt));
  const habits = raw.habits.map((habit) => {
    const dates = datesOf(habit);
    const done = window.filter((day) => dates.has(day)).length;
    const ruled = raw.habitStats.get(habit.id)!;
    return {
      ...habit,
      done,
      rate: Math.round((ruled.rate.done * 100) / ruled.rate.of),
      periods: `${ruled.rate.done}/${ruled.rate.of} ${ruled.unit}s`,
      streak: `${ruled.currentStreak} ${ruled.unit} streak`,
      doneToday: dates.has(today),
      doneYesterday: dates.has(shift(today, -1)),
    };
  });
  // The stats row's streaks are those of the habits counted in days.
  const inDays = [...raw.habitStats.values()].filter((ruled) => ruled.unit === 'day');
  const completedTasks = raw.tasks.filter((t) => t.status === 'completed');
  const taskDays = completedTasks.flatMap((t) =>
    t.completedAt ? [localDay(t.completedAt, zone)] : [],
  );
  const sessionDays = raw.sessions.map((s) => localDay(s.createdAt, zone));
  const focusSecondsOn = (day: string) =>
    raw.sessions
      .filter((s) => localDay(s.completedAt, zone) === day)
      .reduce((sum, s) => sum + s.duration, 0);
  const hours = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;
  const count = (days: string[], day: string) => days.filter((d) => d === day).length;
  return {
    habits,
    overall: habits.length
      ? Math.round(habits.reduce((sum, h) => sum + h.rate, 0) / habits.length)
      : 0,
    longestStreak: Math.max(0, ...inDays.map((ruled) => ruled.bestStreak)),
    currentStreak: Math.max(0, ...inDays.map((ruled) => ruled.currentStreak)),
    completed: completedTasks.length,
    pending: raw.tasks.filter((t) => t.status === 'pending').length,
    taskRate: raw.tasks.length ? Math.round((completedTasks.length * 100) / raw.tasks.length) : 0,
    taskBars: week.map((day) => Math.min(100, count(taskDays, day) * 20)),
    tasksThisWeek: taskDays.filter((day) => day >= monday(today) && day <= today).length,
    sessions: raw.sessions.length,
    focusHours: hours(raw.sessions.reduce((sum, s) => sum + s.duration, 0)),
    sessionsToday: count(sessionDays, today),
    sessionBars: week.map((day) => Math.min(100, count(sessionDays, day) * 12.5)),
    habitsDoneToday: habits.filter((h) => h.doneToday).length,
    habitsDoneYesterday: habits.filter((h) => h.doneYesterday).length,
    focusHoursToday: hours(focusSecondsOn(today)),
    focusHoursYesterday: hours(focusSecondsOn(shift(today, -1))),
  };
}

// ---------- helpers on the page ----------

/**
 * For the first sight of a page after a navigation: the shell and the remotes arrive as many
 * chunks, which takes well beyond the default 10 s on a busy machine.
 */
const arrive = expect.configure({ timeout: 60_000 });

/** A figure card of the page or the stats row, found by its heading. */
function figureCard(page: Page, label: string): Locator {
  return page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
}

async function signInAsDemo(page: Page, zone: string) {
  const response = await page.request.post('/api/auth/login', {
    data: { username: 'demo', password: 'demo1234' },
    headers: { 'X-Timezone': zone },
  });
  expect(response.ok(), `demo sign-in: ${response.status()}`).toBe(true);
}

function watchForPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The big figure of a card, as shown. */
function figureValue(page: Page, label: string): Locator {
  return figureCard(page, label).locator('.MuiTypography-h4');
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const oneDecimal = (n: number) => n.toFixed(1);
const signedHours = (n: number) => `${n > 0 ? '+' : ''}${n.toFixed(1)} h`;

// ---------- the demo account, checked against its raw data ----------

for (const zone of ['Europe/Paris', 'Pacific/Kiritimati']) {
  test.describe(`the demo account in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test('shows on /progress the figures its raw data give', async ({ page }) => {
      test.setTimeout(180_000);
      const errors = watchForPageErrors(page);
      await signInAsDemo(page, zone);
      const today = localDay(new Date(), zone);
      const raw = await rawData(page.request, zone, today);
      const want = expectedFigures(raw, zone, today);
      expect(raw.habits.length).toBeGreaterThan(0);
      // The stats row agrees with the habits' own stats.
      expect(raw.stats.habits.longestStreak).toBe(want.longestStreak);

      await page.goto('/progress');
      await arrive(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
      // The page the gateway drew first (and kept while the remote's code arrives) has gone.
      await arrive(page.locator('[data-prerendered-frame], [data-first-view]')).toHaveCount(0);
      await expect(page.getByText('Last 30 days', { exact: true })).toBeVisible();
      await expect(figureValue(page, 'Total Habits')).toHaveText(String(raw.habits.length));
      await expect(figureValue(page, 'Longest Streak')).toHaveText(String(want.longestStreak));
      await expect(figureValue(page, 'Focus Sessions')).toHaveText(String(want.sessions));

      // Habits tab
      await expect(
        page.getByRole('progressbar', { name: 'Overall completion rate' }),
      ).toHaveAttribute('aria-valuenow', String(want.overall));
      for (const habit of want.habits) {
        const card = page.getByRole('article', { name: habit.name });
        await expect(card).toContainText(`${habit.rate}%`);
        await expect(card).toContainText(habit.periods);
        await expect(card).toContainText(habit.streak);
        await expect(
          card.getByRole('img', { name: `${habit.done} of 30 days completed` }),
        ).toBeVisible();
        await expect(card.locator('[data-completed="true"]')).toHaveCount(habit.done);
        const badge = card.locator('.MuiChip-root', { hasText: `Completion rate ${habit.rate}%` });
        await expect(badge).toHaveAttribute('data-highlighted', String(habit.rate >= 70));
      }

      // The tooltip of today's square in the first habit.
      const first = want.habits[0]!;
      await page
        .getByRole('article', { name: first.name })
        .locator(`[data-date="${today}"]`)
        .hover();
      await expect(page.getByRole('tooltip')).toContainText(
        first.doneToday ? 'Completed' : 'Not completed',
      );

      // Tasks tab
      await page.getByRole('tab', { name: 'Tasks' }).click();
      await expect(figureValue(page, 'Completed Tasks')).toHaveText(String(want.completed));
      await expect(figureValue(page, 'Pending Tasks')).toHaveText(String(want.pending));
      await expect(figureValue(page, 'Completion Rate')).toHaveText(`${want.taskRate}%`);
      const taskBars = page
        .getByRole('region', { name: 'Weekly Task Completion' })
        .getByRole('progressbar');
      await expect(taskBars).toHaveCount(7);
      for (const [i, width] of want.taskBars.entries()) {
        await expect(taskBars.nth(i)).toHaveAttribute('aria-valuenow', String(width));
      }

      // Focus tab
      await page.getByRole('tab', { name: 'Focus' }).click();
      await expect(figureValue(page, 'Total Sessions')).toHaveText(String(want.sessions));
      await expect(figureValue(page, 'Total Focus Time')).toHaveText(
        `${oneDecimal(want.focusHours)} h`,
      );
      await expect(figureValue(page, "Today's Sessions")).toHaveText(String(want.sessionsToday));
      const sessionBars = page
        .getByRole('region', { name: 'Weekly Focus Sessions' })
        .getByRole('progressbar');
      for (const [i, width] of want.sessionBars.entries()) {
        await expect(sessionBars.nth(i)).toHaveAttribute('aria-valuenow', String(width));
      }
      expect(errors).toEqual([]);
    });

    test('shows on the dashboard the stats row its raw data give', async ({ page }) => {
      test.setTimeout(120_000);
      const errors = watchForPageErrors(page);
      await signInAsDemo(page, zone);
      const today = localDay(new Date(), zone);
      const want = expectedFigures(await rawData(page.request, zone, today), zone, today);

      await page.goto('/');
      const row = page.getByRole('region', { name: 'Today at a glance' });
      await arrive(row).toBeVisible();
      const habitsChange = want.habitsDoneToday - want.habitsDoneYesterday;
      await expect(figureValue(page, 'Habits Today')).toHaveText(
        `${want.habitsDoneToday}/${want.habits.length}`,
      );
      await expect(figureCard(page, 'Habits Today')).toContainText(
        habitsChange === 0 ? 'Same as yesterday' : `${signed(habitsChange)} from yesterday`,
      );
      await expect(figureValue(page, 'Current Streak')).toHaveText(String(want.currentStreak));
      await expect(figureCard(page, 'Current Streak')).toContainText(
        want.currentStreak === 1 ? 'day in a row' : 'days in a row',
      );
      await expect(figureValue(page, 'Tasks Completed')).toHaveText(String(want.tasksThisWeek));
      const focusChange = Math.round((want.focusHoursToday - want.focusHoursYesterday) * 10) / 10;
      await expect(figureValue(page, 'Focus Time')).toHaveText(
        `${oneDecimal(want.focusHoursToday)} h`,
      );
      await expect(figureCard(page, 'Focus Time')).toContainText(
        focusChange === 0 ? 'Same as yesterday' : `${signedHours(focusChange)} from yesterday`,
      );
      await expect(row).not.toContainText('12%');
      expect(errors).toEqual([]);
    });
  });
}

// ---------- scale: the number of requests does not grow with the habits ----------

test('a user with 50 habits loads /progress with no more requests than a user with 1', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const zone = 'UTC';

  async function apiRequestsFor(habitCount: number): Promise<string[]> {
    const context = await browser.newContext({ baseURL, timezoneId: zone });
    const page = await context.newPage();
    await signUpViaApi(page);
    const today = localDay(new Date(), zone);
    for (let i = 0; i < habitCount; i += 1) {
      const created = await page.request.post('/api/habits', {
        data: { name: `Habit ${i + 1}`, frequency: 'daily', startDate: shift(today, -30) },
        headers: { 'X-Timezone': zone },
      });
      expect(created.ok()).toBe(true);
      const { id } = (await created.json()) as { id: number };
      if (i % 2 === 0) {
        await page.request.post(`/api/habits/${id}/complete`, {
          data: { date: today },
          headers: { 'X-Timezone': zone },
        });
      }
    }

    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
    });
    await page.goto('/progress');
    await arrive(page.getByRole('article')).toHaveCount(habitCount);
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await expect(page.getByRole('region', { name: 'Weekly Task Completion' })).toBeVisible();
    await page.getByRole('tab', { name: 'Focus' }).click();
    await expect(page.getByRole('region', { name: 'Weekly Focus Sessions' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await context.close();
    return requests.sort();
  }

  const one = await apiRequestsFor(1);
  const fifty = await apiRequestsFor(50);
  expect(fifty.length).toBeLessThanOrEqual(one.length);
  expect(fifty).toEqual(one);
  // One batched completions read, never one per habit.
  expect(fifty.filter((r) => r.includes('completions'))).toEqual(['GET /api/habits/completions']);
  expect(fifty.filter((r) => /\/api\/habits\/\d+/.test(r))).toEqual([]);
});

// ---------- screenshots in the three languages ----------

const SCREENS = [
  { name: 'habits', path: '/progress', fullPage: true },
  { name: 'tasks', path: '/progress?tab=tasks', fullPage: false },
  { name: 'focus', path: '/progress?tab=focus', fullPage: false },
  { name: 'dashboard', path: '/', fullPage: false },
] as const;

for (const language of ['en', 'fr', 'ar'] as const) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`screenshots in ${language} on a ${size}`, async ({ page }) => {
      test.setTimeout(300_000);
      const errors = watchForPageErrors(page);
      await page.setViewportSize(viewport);
      await signInAsDemo(page, 'Europe/Paris');
      const patched = await page.request.patch('/api/auth/user', { data: { language } });
      expect(patched.ok()).toBe(true);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute(
          'dir',
          language === 'ar' ? 'rtl' : 'ltr',
        );
        if (screen.name === 'dashboard') {
          await arrive(
            page.locator('[data-slot="mf-progress/StatsRow"]').getByRole('heading').first(),
          ).toBeVisible();
          // The figures have arrived: the row is no longer waiting for them.
          await expect(
            page.locator('[data-slot="mf-progress/StatsRow"] section[aria-busy="true"]'),
          ).toHaveCount(0);
        } else {
          await arrive(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
        }
        // Every figure drawn: no placeholder waiting and no spinner turning (a busy machine can
        // still be drawing the answers well after the network has gone quiet).
        await arrive(
          page.locator('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])'),
        ).toHaveCount(0);
        // Let remotes' fonts and transitions settle before the picture.
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `progress-${screen.name}-${language}-${size}.png`),
          fullPage: screen.fullPage,
        });
      }
      expect(errors).toEqual([]);
    });
  }
}
