/**
 * The start of `npm test`: an empty reports/ folder, so the summary never counts a report that an
 * earlier run left behind for a suite that did not run this time.
 */
import { mkdirSync, rmSync } from 'node:fs';

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });
