import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(__dirname, '../../..');

interface Case {
  file: string;
  code: string;
}

const ACCEPTED: Case[] = [
  { file: 'services/habits/src/routes/new.ts', code: "import Koa from 'koa';" },
  { file: 'services/habits/src/routes/new.ts', code: "import { API } from '@ps/contracts/api';" },
  { file: 'services/habits/src/routes/new.ts', code: "import path from 'node:path';" },
  { file: 'services/habits/src/routes/new.ts', code: "import { readFileSync } from 'fs';" },
  { file: 'services/habits/src/routes/new.ts', code: "import { helper } from './helper';" },
  { file: 'mf-habits/test/New.test.tsx', code: "import { render } from '@testing-library/react';" },
];
const REFUSED: Case[] = [
  // Declared by the root and by other workspaces, but not by this one.
  { file: 'services/habits/src/routes/new.ts', code: "import request from 'supertest';" },
  { file: 'mf-habits/src/habits/New.tsx', code: "import { Router } from 'koa';" },
  { file: 'services/tasks/src/new.ts', code: "const lib = require('left-pad');" },
  { file: 'shared/contracts/src/new.ts', code: "export * from 'react';" },
  { file: 'mf-tasks/src/tasks/new.ts', code: "const lazy = () => import('knex');" },
];

/**
 * The declared-dependencies rule's messages for each case, from the repo's own ESLint config
 * (run in a child process: the config is an ES module, which jest's sandbox does not load).
 */
function undeclared(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.mjs' });
    const out = [];
    for (const { file, code } of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(code + '\\n', { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === 'conventions/declared-dependencies').map((m) => m.message));
    }
    console.log(JSON.stringify(out));`;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

describe('every workspace declares what it imports, as lint enforces it', () => {
  const accepted = undeclared(ACCEPTED);
  const refused = undeclared(REFUSED);

  it.each(ACCEPTED.map((c, i) => [c.file, c.code, i] as const))(
    'accepts in %s: %s',
    (_f, _c, i) => {
      expect(accepted[i]).toEqual([]);
    },
  );

  it.each(REFUSED.map((c, i) => [c.file, c.code, i] as const))('refuses in %s: %s', (_f, _c, i) => {
    expect(refused[i]).toEqual([
      expect.stringMatching(/is imported here but not declared in .*package\.json/),
    ]);
  });
});
