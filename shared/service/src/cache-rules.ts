import { MANIFEST_FILE, REMOTE_ENTRY_FILE } from '@ps/contracts/remote-manifest';

/**
 * How long a browser may keep a built front end's file, by its name: one rule for the gateway's
 * static files and for the front ends' own static hosts (services/static).
 */
export const REVALIDATE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files that name a fixed URL and change on every release: always revalidated. */
const ALWAYS_REVALIDATE = new Set([
  REMOTE_ENTRY_FILE,
  MANIFEST_FILE,
  'index.html',
  'sw.js',
  'manifest.webmanifest',
]);
/** `main.3f2a9c1b.js`, `123.0a1b2c3d4e.css`: a content hash in the name means it never changes. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(fileName: string): string {
  if (ALWAYS_REVALIDATE.has(fileName)) return REVALIDATE;
  if (HASHED_NAME.test(fileName)) return IMMUTABLE;
  return REVALIDATE;
}
