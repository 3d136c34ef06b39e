import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root, so relative paths mean the same whichever workspace a process starts in. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

/**
 * Where a unit behind the gateway listens unless HOST says otherwise: this machine only. Such a
 * unit trusts X-Forwarded-* from the gateway, so reachable from outside it would let anyone
 * claim any address and step around the gateway's throttles.
 */
export const INTERNAL_HOST = '127.0.0.1';

export interface ServiceConfig {
  port: number;
  /** The interface to listen on (HOST); undefined listens on all of them. */
  host: string | undefined;
  /** Absolute folder for the SQLite file and the generated session keys. */
  dataDir: string;
  /** `mysql://…` switches to MySQL; absent means the embedded SQLite file. */
  databaseUrl: string | undefined;
  sessionKeys: string[];
  /** Trust X-Forwarded-* (set TRUST_PROXY=1 behind a reverse proxy or the gateway). */
  trustProxy: boolean;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  defaultPort = 3000,
  defaultHost?: string,
): ServiceConfig {
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR || 'data');
  return {
    port: env.PORT ? Number(env.PORT) : defaultPort,
    host: env.HOST || defaultHost,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sessionKeys: sessionKeysFrom(env.SESSION_KEYS, dataDir),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}

/**
 * Keys that sign the session cookie: SESSION_KEYS (comma-separated, newest first) or, for the
 * embedded start, keys generated once into the data folder so sign-ins survive restarts.
 */
export function sessionKeysFrom(fromEnv: string | undefined, dataDir: string): string[] {
  const listed = fromEnv
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (listed?.length) return listed;
  const file = path.join(dataDir, 'session-keys.json');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if another process wrote the file first; then everyone reads the same keys.
    writeFileSync(file, JSON.stringify([randomBytes(32).toString('base64url')]), {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return JSON.parse(readFileSync(file, 'utf8')) as string[];
}
