/**
 * Writes dist/before-paint.js, which the shell's page runs before its first paint (a blocking
 * script in <head>; the CSP forbids inline scripts):
 * - the visitor's language and direction from the cookie where the shell keeps it, so Arabic
 *   never flashes left to right. The languages, the right-to-left rule and the cookie's name come
 *   from @ps/contracts, like everything else that reads them;
 * - whether the desktop sidebar is kept collapsed, as an attribute on <html>, so a signed-in
 *   page's prerendered frame shows the sidebar as the app will draw it;
 * - a worker (public/warm-intl.js) that readies the browser's Intl data for the page's language
 *   on another thread, while the app's scripts download.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '@ps/contracts/api';
import { DEFAULT_LANGUAGE, isRtl, languages } from '@ps/contracts/language';
import {
  SIDEBAR_COLLAPSED_ATTRIBUTE,
  SIDEBAR_COLLAPSED_KEY,
} from '../src/layout/use-sidebar-collapsed';

/** The worker that readies the browser's Intl data (shell/public/warm-intl.js). */
export const WARM_INTL_WORKER = '/warm-intl.js';

export function beforePaintScript(): string {
  const rightToLeft = languages.filter(isRtl);
  return `// Written by shell/scripts/before-paint.ts; do not edit.
(function () {
  try {
    if (localStorage.getItem(${JSON.stringify(SIDEBAR_COLLAPSED_KEY)}) === 'true') {
      document.documentElement.setAttribute(${JSON.stringify(SIDEBAR_COLLAPSED_ATTRIBUTE)}, '');
    }
  } catch (error) {
    // Storage switched off: the sidebar as it starts, expanded.
  }
})();
(function () {
  var languages = ${JSON.stringify(languages)};
  var rightToLeft = ${JSON.stringify(rightToLeft)};
  var prefix = ${JSON.stringify(`${LANGUAGE_COOKIE}=`)};
  var cookies = document.cookie.split(/;\\s*/);
  for (var i = 0; i < cookies.length; i++) {
    if (cookies[i].indexOf(prefix) !== 0) continue;
    var language = cookies[i].slice(prefix.length);
    if (languages.indexOf(language) === -1) return;
    document.documentElement.lang = language;
    document.documentElement.dir = rightToLeft.indexOf(language) === -1 ? 'ltr' : 'rtl';
    return;
  }
})();
(function () {
  try {
    new Worker(${JSON.stringify(WARM_INTL_WORKER)}).postMessage(document.documentElement.lang || ${JSON.stringify(DEFAULT_LANGUAGE)});
  } catch (error) {
    // No workers here: the app readies the data itself when it first needs it.
  }
})();
`;
}

if (require.main === module) {
  const target = path.join(__dirname, '..', 'dist', 'before-paint.js');
  writeFileSync(target, beforePaintScript());
}
