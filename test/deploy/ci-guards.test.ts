import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

describe('what keeps CI from hiding a failure', () => {
  const runE2e = (env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, ['scripts/e2e.mjs'], {
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
});
