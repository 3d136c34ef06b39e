/*
 * The app's service worker.
 * - Page loads: network first; offline, the cached app shell (index.html) answers. A page the
 *   gateway sent with the landing prerendered inside (X-Prerendered) is not the shell to keep.
 * - Hashed files (name.1a2b3c4d.js): cache first; their content never changes under a name.
 * - Never from the cache: /api/*, /remotes.json, remoteEntry.js and mf-manifest.json, so a
 *   redeployed remote is seen on the next load.
 */
const CACHE = 'ps-shell-v2';
const APP_SHELL = '/index.html';
const PRECACHE = [APP_SHELL, '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png'];
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpg|webp|woff2?)$/;
const ALWAYS_NETWORK =
  /(^\/api\/|^\/remotes\.json$|\/remoteEntry\.js$|\/mf-manifest\.json$|\/mf-stats\.json$|^\/sw\.js$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

async function networkFirstPage(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && !response.headers.has('X-Prerendered')) {
      await cache.put(APP_SHELL, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await cache.match(APP_SHELL);
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkThenCache(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (ALWAYS_NETWORK.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkThenCache(request));
  }
});
