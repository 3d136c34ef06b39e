import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The repository's root, where the front ends' dist folders are. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

/**
 * Builds what is stale (nothing, on a built tree), as `npm start` does first: for the tests that
 * read or serve the built front ends.
 */
export function buildStale(): void {
  execFileSync(process.execPath, ['shared/scripts/build-stale.mjs'], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
  });
}
