import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_NAMES } from '@ps/contracts/api';

/**
 * `npm run dev` on a copy of the repository (its files, the front ends' current builds and the
 * installed packages), so the test can change a source file without touching the real one.
 */
const root = path.resolve(__dirname, '../..');
const PORT = 3350;
const base = `http://localhost:${PORT}`;

function copyOfRepository(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'ps-dev-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(copy, file));
  }
  for (const frontEnd of ['shell', ...REMOTE_NAMES]) {
    cpSync(path.join(root, frontEnd, 'dist'), path.join(copy, frontEnd, 'dist'), {
      recursive: true,
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

test('npm run dev: a message changed in mf-habits shows in the open page within 5 s, without a reload by hand, and in the page the gateway draws', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const copy = copyOfRepository();
  const dev = spawn('npm', ['run', 'dev'], {
    cwd: copy,
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: path.join(copy, 'data'),
      STATIC_ROOT: copy,
      BCRYPT_ROUNDS: '4',
    },
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes('every front end is built and watched') && output.includes('listening')) {
        resolve();
      }
    };
    dev.stdout.on('data', onData);
    dev.stderr.on('data', onData);
    dev.on('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)));
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await ready;
    const signUp = await page.request.post(`${base}/api/auth/signup`, {
      data: { username: `dev${Date.now().toString(36)}`, password: 'secret123' },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    await page.goto(`${base}/habits`);
    await expect(page.getByRole('heading', { level: 1, name: 'Habits' })).toBeVisible({
      timeout: 30_000,
    });

    const messages = path.join(copy, 'mf-habits/src/i18n/en.json');
    const catalogue = JSON.parse(readFileSync(messages, 'utf8')) as Record<string, string>;
    writeFileSync(
      messages,
      JSON.stringify({ ...catalogue, 'habits.page.title': 'Habits, changed live' }, null, 2),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Habits, changed live' })).toBeVisible(
      { timeout: 5000 },
    );

    // The page as the gateway draws it, with the person's data, before any script: rebuilt too.
    const tasksMessages = path.join(copy, 'mf-tasks/src/i18n/en.json');
    const tasksCatalogue = JSON.parse(readFileSync(tasksMessages, 'utf8')) as Record<
      string,
      string
    >;
    writeFileSync(
      tasksMessages,
      JSON.stringify({ ...tasksCatalogue, 'tasks.page.title': 'Tasks, changed live' }, null, 2),
    );
    await expect
      .poll(async () => (await page.request.get(`${base}/tasks`)).text(), { timeout: 90_000 })
      .toContain('Tasks, changed live');
  } finally {
    try {
      process.kill(-dev.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    rmSync(copy, { recursive: true, force: true });
  }
});
