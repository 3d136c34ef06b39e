/**
 * `npm start`: builds what is stale (the server bundle and the front ends, in a child process
 * that exits once they are built), then runs the built server in THIS process. So the process
 * that serves is plain Node running JavaScript, with nothing compiled at run time and no other
 * Node process beside it; SIGTERM and SIGINT reach the server's own graceful shutdown.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GATEWAY_BUNDLE } from './bundle-unit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

execFileSync(process.execPath, [path.join(root, 'shared', 'scripts', 'build-stale.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
await import(pathToFileURL(GATEWAY_BUNDLE).href);
