import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(__dirname, '../../..');

const ACCEPTED = [
  'mf-habits/src/habits/hooks/use-toggle-day.ts',
  'mf-habits/src/habits/components/HabitCard.tsx',
  'mf-habits/test/HabitCard.test.tsx',
  'services/habits/test/habits.test.ts',
  'services/db/src/migrations/006-next-change.ts',
  'mf-habits/rspack.config.ts',
];
const REFUSED = [
  'mf-habits/src/habits/hooks/useToggleDay.ts',
  'mf-habits/src/habits/components/habitCard.tsx',
  'shared/web/src/queryClient.ts',
  'services/db/src/migrations/006_next_change.ts',
  'mf-habits/src/habits/Habit_Card.tsx',
];

/**
 * The naming rule's messages for a file at each path, from the repo's own ESLint config (run in
 * a child process: the config is an ES module, which jest's sandbox does not load).
 */
function namingErrors(files: string[]): Record<string, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.mjs' });
    const out = {};
    for (const file of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText('export const value = 1;\\n', { filePath: file });
      out[file] = result.messages.filter((m) => m.ruleId === 'conventions/file-names').map((m) => m.message);
    }
    console.log(JSON.stringify(out));`;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(files)],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<string, string[]>;
}

describe('the file-naming convention, as lint enforces it', () => {
  const errors = namingErrors([...ACCEPTED, ...REFUSED]);

  it.each(ACCEPTED)('accepts %s', (file) => {
    expect(errors[file]).toEqual([]);
  });

  it.each(REFUSED)('refuses %s', (file) => {
    expect(errors[file]).toEqual([expect.stringContaining('off the naming convention')]);
  });
});
