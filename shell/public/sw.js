/*
 * The app's service worker: the app opens offline on every route the user has opened.
 * - Page loads: network first. Offline, `/` is the landing page the gateway last prerendered when
 *   nobody is signed in here, and the app shell (index.html) otherwise; every other route is the
 *   app shell. A page sent with the landing prerendered inside (X-Prerendered) is never kept as
 *   the app shell, nor is a signed-in page sent with its first view prerendered.
 * - Where the remotes are and how they start (/remotes.json, each remote's mf-manifest.json and
 *   remoteEntry.js): network first, so a redeployed remote is seen on the next online load; the
 *   last answer is kept for offline loads.
 * - Hashed files (name.1a2b3c4d.js): cache first; their content never changes under a name.
 * - Each remote's exposed and shared modules and the chunks they load later (its mf-manifest.json
 *   lists them) are kept when its manifest is, so a dialog never opened online opens offline; the
 *   shell's own (its forms, dialogs and toast queue) whenever a new app shell is kept. Among them
 *   are the texts of every language.
 * - Never kept: /api/* (the app keeps the signed-in user's data itself, per user), sw.js.
 */
const CACHE = 'ps-shell-v3';
const APP_SHELL = '/index.html';
const LANDING = '/__offline/landing.html';
const SESSION = '/__offline/session';
const PRECACHE = [APP_SHELL, '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png'];
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpg|webp|woff2?)$/;
const NEVER_KEPT = /(^\/api\/|\/mf-stats\.json$|^\/sw\.js$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE).then(() => keepPage(cache, '/')))
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

/** The page says whether someone is signed in: it decides what `/` opens as offline. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'session' || typeof data.signedIn !== 'boolean') return;
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.put(SESSION, new Response(data.signedIn ? 'signed-in' : 'visitor'))),
  );
});

/**
 * Keeps a page answer: the landing page apart, the plain page as the app shell. A signed-in
 * page sent with its first view prerendered holds its user's name: never kept, the plain page is
 * fetched to keep instead (not waited for: the page's own answer is on its way).
 */
async function keepPageAnswer(cache, response) {
  if (!response.ok || response.redirected) return;
  const prerendered = response.headers.get('X-Prerendered');
  if (prerendered === 'shell-frame') {
    void keepPage(cache, APP_SHELL);
    return;
  }
  if (prerendered) {
    await cache.put(LANDING, response.clone());
    return;
  }
  const previous = await cache.match(APP_SHELL);
  const changed = !previous || (await previous.text()) !== (await response.clone().text());
  await cache.put(APP_SHELL, response.clone());
  if (changed) void keepShellFiles(cache);
}

/**
 * Keeps the shell's own files, as its mf-manifest.json lists them (the chunks a page loads only
 * when it needs them: forms and dialogs, the toast queue, the texts of the other languages),
 * whenever a new app shell is kept, so they open offline even if they were never needed online.
 */
async function keepShellFiles(cache) {
  const manifestUrl = new URL('/mf-manifest.json', self.location.origin).href;
  try {
    await keepRemoteFiles(cache, await fetch(manifestUrl), manifestUrl);
  } catch {
    // Offline: the files are kept as they load instead.
  }
}

async function keepPage(cache, url) {
  try {
    await keepPageAnswer(cache, await fetch(url, { credentials: 'same-origin' }));
  } catch {
    // Offline while installing: the app shell from PRECACHE serves every route.
  }
}

async function signedInHere(cache) {
  const session = await cache.match(SESSION);
  return session ? (await session.text()) === 'signed-in' : false;
}

async function offlinePage(cache, url) {
  if (url.pathname === '/api/login') return Response.redirect('/login', 302);
  if (url.pathname === '/' && !(await signedInHere(cache))) {
    const landing = await cache.match(LANDING);
    if (landing) return landing;
  }
  return cache.match(APP_SHELL);
}

async function networkFirstPage(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (!new URL(request.url).pathname.startsWith('/api/')) await keepPageAnswer(cache, response);
    return response;
  } catch (error) {
    const page = await offlinePage(cache, new URL(request.url));
    if (page) return page;
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

/** The files a remote's mf-manifest.json lists for its exposed and shared modules, as URLs. */
function remoteFiles(manifest, manifestUrl) {
  const names = new Set();
  // Shared modules too: which app provides one depends on which loaded first.
  const listed = [manifest.exposes, manifest.shared].flatMap((list) =>
    Array.isArray(list) ? list : [],
  );
  for (const exposed of listed) {
    const js = exposed && exposed.assets && exposed.assets.js;
    for (const name of [...((js && js.sync) || []), ...((js && js.async) || [])]) {
      if (typeof name === 'string') names.add(name);
    }
  }
  return [...names].map((name) => new URL(name, manifestUrl).href);
}

/**
 * Keeps every file a remote's manifest lists that is not kept yet, one at a time so that the
 * page's own requests never wait behind them; failures are left for a later visit.
 */
async function keepRemoteFiles(cache, response, manifestUrl) {
  try {
    for (const url of remoteFiles(await response.json(), manifestUrl)) {
      if (await cache.match(url)) continue;
      const file = await fetch(url);
      if (file.ok) await cache.put(url, file);
    }
  } catch {
    // Offline or a manifest of another shape: the files are kept as they load instead.
  }
}

async function networkThenCache(request, event) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    if (response.ok && request.url.endsWith('/mf-manifest.json')) {
      event.waitUntil(keepRemoteFiles(cache, response.clone(), request.url));
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Of the API's pages only the sign-in redirect has an offline stand-in (the login screen).
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/login') return;
    event.respondWith(networkFirstPage(request));
  } else if (NEVER_KEPT.test(url.pathname)) {
    return;
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkThenCache(request, event));
  }
});
