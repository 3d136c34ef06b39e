/**
 * The extension's manifest (Manifest V3), one source for both browsers: Chromium runs the
 * background as a service worker, Firefox as a background script and wants its add-on id.
 * Host access to every site is what lets a redirect rule show the blocked page on any site; the
 * content script only relays the app's connect messages.
 */
export type Browser = 'chromium' | 'firefox';

export const FIREFOX_ID = 'blocker@productivity-suite.app';

export function manifestFor(browser: Browser, version: string) {
  return {
    manifest_version: 3,
    name: '__MSG_extensionName__',
    description: '__MSG_extensionDescription__',
    version,
    default_locale: 'en',
    permissions: ['declarativeNetRequestWithHostAccess', 'storage', 'tabs', 'alarms'],
    host_permissions: ['http://*/*', 'https://*/*'],
    background:
      browser === 'chromium' ? { service_worker: 'background.js' } : { scripts: ['background.js'] },
    content_scripts: [
      { matches: ['http://*/*', 'https://*/*'], js: ['bridge.js'], run_at: 'document_start' },
    ],
    web_accessible_resources: [
      { resources: ['blocked.html'], matches: ['http://*/*', 'https://*/*'] },
    ],
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: FIREFOX_ID,
          strict_min_version: '142.0',
          data_collection_permissions: { required: ['none'] },
        },
      },
    }),
  };
}
