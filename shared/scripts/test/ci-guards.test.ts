import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

describe('what keeps CI from hiding a failure', () => {
  const runE2e = (env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, ['shared/scripts/e2e.mjs'], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium', CI: '', ...env },
      encoding: 'utf8',
    });

  it('fails the browser suite without Chromium when it is required, skips it otherwise', () => {
    expect(runE2e({ REQUIRE_E2E: '1' }).status).toBe(1);
    expect(runE2e({ REQUIRE_E2E: '', CI: 'true' }).status).toBe(1);
    const local = runE2e({ REQUIRE_E2E: '' });
    expect(local.status).toBe(0);
    expect(local.stderr).toContain('Skipping the browser suite');
  });

  it('refuses a focused test in lint', () => {
    const lint = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/eslint/bin/eslint.js'),
        '--format=json',
        '--stdin',
        '--stdin-filename=shared/contracts/test/focused.test.ts',
      ],
      {
        cwd: root,
        input: "it.only('a', () => {});\ntest.describe.only('b', () => {});\nfit('c', () => {});\n",
        encoding: 'utf8',
      },
    );
    const [result] = JSON.parse(lint.stdout) as { messages: { ruleId: string }[] }[];
    const focused = result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax');
    expect(focused).toHaveLength(3);
    expect(lint.status).toBe(1);
  });

  it('names a browser test that passed only on its retry, and fails on one that failed twice', () => {
    const summarize = (status: 'flaky' | 'unexpected') => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'ps-summary-'));
      mkdirSync(path.join(dir, 'reports'));
      const counts = { expected: 4, flaky: 0, unexpected: 0, skipped: 0, [status]: 1 };
      const report = {
        stats: counts,
        errors: [],
        suites: [
          {
            title: 'one-timer.spec.ts',
            specs: [{ title: 'a run shows in the other browser', tests: [{ status }] }],
          },
        ],
      };
      writeFileSync(path.join(dir, 'reports/playwright.json'), JSON.stringify(report));
      writeFileSync(
        path.join(dir, 'reports/jest.json'),
        JSON.stringify({
          numPassedTests: 2,
          numFailedTests: 0,
          numPendingTests: 0,
          numTodoTests: 0,
        }),
      );
      return spawnSync(process.execPath, [path.join(root, 'shared/scripts/test-summary.mjs')], {
        cwd: dir,
        env: { ...process.env, REQUIRE_E2E: '1' },
        encoding: 'utf8',
      });
    };
    const flaky = summarize('flaky');
    expect(flaky.status).toBe(0);
    expect(flaky.stdout).toContain(
      'flaky, passed on its retry: one-timer.spec.ts › a run shows in the other browser',
    );
    expect(flaky.stdout).toContain('7 passed, 0 failed, 0 skipped');
    const failed = summarize('unexpected');
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('6 passed, 1 failed, 0 skipped');
  });
});
