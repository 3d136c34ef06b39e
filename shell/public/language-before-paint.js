// Runs before the first paint (a blocking script in <head>; the CSP forbids inline scripts):
// the visitor's language and direction, so Arabic never flashes left-to-right. A landing page the
// gateway prerendered in another language (no cookie yet for an earlier choice) stays hidden
// until the shell renders the right one.
(function () {
  try {
    var root = document.documentElement;
    var language = localStorage.getItem('ps.language');
    if (language !== 'fr' && language !== 'ar') language = 'en';
    if (root.lang !== language) root.setAttribute('data-prerender-stale', '');
    root.lang = language;
    root.dir = language === 'ar' ? 'rtl' : 'ltr';
  } catch {
    // Storage refused (private mode): the language the page came in stays.
  }
})();
