// Runs before the first paint (a blocking script in <head>; the CSP forbids inline scripts):
// the visitor's language and direction, so Arabic never flashes left-to-right.
(function () {
  try {
    var language = localStorage.getItem('ps.language');
    if (language !== 'fr' && language !== 'ar') language = 'en';
    document.documentElement.lang = language;
    document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  } catch {
    // Storage refused (private mode): the default, English left-to-right, stays.
  }
})();
