import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_SINGLETONS, sharedSingletons } from '@ps/build/mf-shared';
import { REMOTE_NAMES } from '@ps/contracts/api';

const root = path.resolve(__dirname, '../../..');
const FRONT_ENDS = ['shell', ...REMOTE_NAMES];
const packageNames = [...new Set(SHARED_SINGLETONS.map((key) => key.replace(/\/$/, '')))];

describe('the shared singletons', () => {
  it.each(FRONT_ENDS)('%s requires the versions its package.json declares, strictly', (name) => {
    const dir = path.join(root, name);
    const declared: Record<string, string> =
      JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {};
    const shared = sharedSingletons(dir);
    for (const key of SHARED_SINGLETONS) {
      const entry = shared[key]!;
      expect(entry).toMatchObject({ singleton: true, strictVersion: true });
      const own = declared[key.replace(/\/$/, '')];
      if (own) expect(entry.requiredVersion).toBe(own);
      else expect(entry.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+/);
    }
  });

  it('are all named in the README', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    for (const name of packageNames) expect(readme).toContain(`\`${name}\``);
  });
});
