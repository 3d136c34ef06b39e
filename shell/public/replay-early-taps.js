// The landing page arrives prerendered, so it shows before the app has started, and its buttons
// (the phone menu) do nothing until then. A tap on one in that time is held, and replayed on the
// same button once the app has rendered the page over it: the two renders are the same markup.
(function () {
  var PRERENDERED = '[data-prerendered-landing]';
  var LANDING = '[data-slot="mf-landing/LandingPage"]';
  var held = -1;
  // Deferred: the document is parsed, so a page without the prerendered landing needs nothing here.
  if (!document.querySelector(PRERENDERED)) return;

  document.addEventListener(
    'click',
    function (event) {
      var prerendered = document.querySelector(PRERENDERED);
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!prerendered || !button || !prerendered.contains(button)) return;
      event.preventDefault();
      held = Array.prototype.indexOf.call(prerendered.querySelectorAll('button'), button);
    },
    true,
  );

  // The app's first render replaces #root's children: the prerendered page goes, the app comes.
  new MutationObserver(function (_, observer) {
    var landing = document.querySelector(LANDING);
    if (document.querySelector(PRERENDERED) || !landing) return;
    observer.disconnect();
    var button = held >= 0 ? landing.querySelectorAll('button')[held] : null;
    if (button) button.click();
  }).observe(document.getElementById('root'), { childList: true });
})();
