/**
 * Writes dist/language-before-paint.js, which the shell's page runs before its first paint (a
 * blocking script in <head>; the CSP forbids inline scripts): the visitor's language and
 * direction from the cookie where the shell keeps it, so Arabic never flashes left to right. The
 * languages, the right-to-left rule and the cookie's name come from @ps/contracts, like
 * everything else that reads them.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '@ps/contracts/api';
import { isRtl, languages } from '@ps/contracts/language';

export function languageBeforePaintScript(): string {
  const rightToLeft = languages.filter(isRtl);
  return `// Written by shell/scripts/language-before-paint.ts from @ps/contracts; do not edit.
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
`;
}

if (require.main === module) {
  const target = path.join(__dirname, '..', 'dist', 'language-before-paint.js');
  writeFileSync(target, languageBeforePaintScript());
}
