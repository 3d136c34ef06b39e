// Started by the before-paint script with the page's language, on a thread of its own.
//
// The first use of each of the browser's Intl formatters on a page makes the browser list every
// locale it has data for (for number formats, about 800 of them, each checked): on a phone, a
// block of tens of milliseconds in the middle of the app's start, when its translations first
// format a message. Those lists are kept once for the whole renderer process, for every thread in
// it, so building them here, while the page's scripts are still downloading, leaves the app's
// first message to find them ready. The formatters the app uses in the page's language are made
// once too, which loads their data.
onmessage = function (event) {
  var language = String(event.data);
  try {
    [
      Intl.NumberFormat,
      Intl.DateTimeFormat,
      Intl.PluralRules,
      Intl.RelativeTimeFormat,
      Intl.ListFormat,
      Intl.Collator,
    ].forEach(function (service) {
      service.supportedLocalesOf(language);
    });
    new Intl.NumberFormat(language).format(1.5);
    new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(0);
    new Intl.PluralRules(language).select(1);
    'a'.localeCompare('b', language);
  } finally {
    postMessage('ready');
    close();
  }
};
