import { readdirSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_EXPOSES, REMOTE_NAMES } from '@ps/contracts/api';

const root = path.resolve(__dirname, '../../..');

/**
 * The registry of remotes (shared/contracts/src/remotes.json) is the one list: the builds expose
 * exactly its modules, the shell places them, jest and lint find the remotes through it. So it
 * must match the folders: every mf-* folder is in it, and every module it names is a file.
 */
describe('the registry of remotes', () => {
  const folders = readdirSync(root).filter((entry) => entry.startsWith('mf-'));

  it('names every remote folder, and only those', () => {
    expect([...REMOTE_NAMES].sort()).toEqual(folders.sort());
  });

  it.each(REMOTE_NAMES)('lists exactly the modules in %s/src/exposes', (remote) => {
    const files = readdirSync(path.join(root, remote, 'src/exposes'))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => file.replace(/\.tsx$/, ''));
    expect([...REMOTE_EXPOSES[remote]].sort()).toEqual(files.sort());
  });
});
