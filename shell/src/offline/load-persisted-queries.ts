/**
 * The one place the code that keeps answers for offline use is imported from, so every caller
 * shares one file of it: imported from several places, it was built into two files, and the
 * dashboard downloaded both. Loaded on its own, not with the app: the service worker keeps the
 * file once the app has used it, so the app can open offline.
 */
export const loadPersistedQueries = () => import('./persisted-queries');
