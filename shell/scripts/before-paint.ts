/**
 * Writes dist/before-paint.js, which the shell's page runs before its first paint (a blocking
 * script in <head>; the CSP forbids inline scripts):
 * - the visitor's language and direction from the cookie where the shell keeps it, so Arabic
 *   never flashes left to right. The languages, the right-to-left rule and the cookie's name come
 *   from @ps/contracts, like everything else that reads them;
 * - whether the desktop sidebar is kept collapsed, as an attribute on <html>, so a signed-in
 *   page's prerendered frame shows the sidebar as the app will draw it;
 * - a worker (public/warm-intl.js) that readies the browser's Intl data for the page's language
 *   on another thread, while the app's scripts download;
 * - the app's start (main.js and the preloads of what it loads first, kept in a <template> by
 *   PreloadStartPlugin), added once the page has painted its first frame: every page arrives
 *   drawn, so its first paint waits for nothing but its own bytes. A hidden page (opened in the
 *   background) paints nothing until it is shown, so it starts once it is parsed. A frame's
 *   requestAnimationFrame callbacks run before it is painted; a task they queue runs after.
 * Where storage or workers are switched off, the sidebar starts expanded and the app readies the
 * Intl data itself when it first needs it. The written script carries no comments: its bytes are
 * on every page's first load.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '@ps/contracts/api';
import { DEFAULT_LANGUAGE, isRtl, languages } from '@ps/contracts/language';
import { APP_START_TEMPLATE_ID } from '@ps/build/app-start';
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
  } catch (storageSwitchedOff) {}
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
  } catch (noWorkers) {}
})();
(function () {
  function start() {
    var template = document.getElementById(${JSON.stringify(APP_START_TEMPLATE_ID)});
    if (template) document.head.appendChild(template.content.cloneNode(true));
  }
  function whenParsed() {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  }
  if (document.visibilityState === 'hidden') return whenParsed();
  requestAnimationFrame(function () {
    setTimeout(whenParsed, 0);
  });
})();
`;
}

if (require.main === module) {
  const target = path.join(__dirname, '..', 'dist', 'before-paint.js');
  writeFileSync(target, beforePaintScript());
}
