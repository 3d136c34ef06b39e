// Runs before the first paint (a blocking script in <head>; the CSP forbids inline scripts):
// the visitor's language and direction, so Arabic never flashes left-to-right. It reads the
// cookie where the shell keeps a visitor's language, as the gateway does for the prerendered
// landing.
(function () {
  var match = /(?:^|;\s*)ps\.language=(en|fr|ar)(?:;|$)/.exec(document.cookie);
  if (!match) return;
  document.documentElement.lang = match[1];
  document.documentElement.dir = match[1] === 'ar' ? 'rtl' : 'ltr';
})();
