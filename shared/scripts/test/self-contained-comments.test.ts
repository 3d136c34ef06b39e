import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/**
 * The repository reads on its own: a comment states the rule itself, never "see spec section N"
 * or "issue #5" about documents a reader of the code does not have.
 */
const OUTSIDE_REFERENCE = /spec(ification)?['’]?s? ?(section|§)|§ ?\d|\bsection \d|\bissue #?\d/i;

it('no tracked file points at a document outside the repository', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|js|mjs|cjs|md|json|html|css|yml)$/.test(file))
    .filter((file) => file !== 'shared/scripts/test/self-contained-comments.test.ts');
  const offenders = files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (OUTSIDE_REFERENCE.test(line) ? [`${file}:${index + 1}`] : [])),
  );
  expect(offenders).toEqual([]);
});
