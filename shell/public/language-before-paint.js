// Runs before the first paint (a blocking script in <head>; the CSP forbids inline scripts):
// the visitor's language and direction, so Arabic never flashes left-to-right. It reads the
// cookie the shell keeps beside localStorage, as the gateway does for the prerendered landing:
// a phone opens localStorage slowly on a page's first use of it.
(function () {
  var match = /(?:^|;\s*)ps\.language=(en|fr|ar)(?:;|$)/.exec(document.cookie);
  if (!match) return;
  document.documentElement.lang = match[1];
  document.documentElement.dir = match[1] === 'ar' ? 'rtl' : 'ltr';
})();
