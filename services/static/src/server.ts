import path from 'node:path';
import { INTERNAL_HOST } from '@ps/service/config';
import { keepIdleConnectionsOpen } from '@ps/service/keep-alive';
import { installGracefulShutdown } from '@ps/service/shutdown';
import { createStaticApp } from './app';

/**
 * One front end's static host: DIST_DIR (its build folder), PORT, HOST (127.0.0.1 unless set:
 * 0.0.0.0 in a container), and SPA_FALLBACK=1 for the shell. STATIC_NAME names it in the logs.
 */
const root = path.resolve(process.env.DIST_DIR || 'dist');
const name = process.env.STATIC_NAME || 'static';
const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || INTERNAL_HOST;
const spaFallback = process.env.SPA_FALLBACK === '1' || process.env.SPA_FALLBACK === 'true';

const server = createStaticApp({ root, spaFallback }).listen(port, host, () => {
  console.log(`${name} serving ${root} on http://${host}:${port}`);
});
keepIdleConnectionsOpen(server);
installGracefulShutdown(server, { name });
