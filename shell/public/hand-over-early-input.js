// The landing page arrives prerendered and works as a page before the app has started: the app
// starts when the visitor reaches for a control, then renders the same markup over it. What the
// visitor did to a control in between is handed to the app's copy of that control: a tap on a
// button (the phone menu) is held and replayed, and keyboard focus moves across. Links need
// nothing: until the app starts, the browser follows them itself.
(function () {
  var PRERENDERED = '[data-prerendered-landing]';
  var LANDING = '[data-slot="mf-landing/LandingPage"]';
  var CONTROLS = 'a[href], button';
  var tapped = -1;
  var focused = -1;
  // Deferred: the document is parsed, so a page without the prerendered landing needs nothing here.
  if (!document.querySelector(PRERENDERED)) return;

  /** The index of the prerendered control the event is on, or -1. */
  function controlIndex(event) {
    var prerendered = document.querySelector(PRERENDERED);
    var control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!prerendered || !control || !prerendered.contains(control)) return -1;
    return Array.prototype.indexOf.call(prerendered.querySelectorAll(CONTROLS), control);
  }

  document.addEventListener(
    'click',
    function (event) {
      var index = controlIndex(event);
      if (index < 0 || event.target.closest(CONTROLS).tagName !== 'BUTTON') return;
      event.preventDefault();
      tapped = index;
    },
    true,
  );
  document.addEventListener(
    'focusin',
    function (event) {
      focused = controlIndex(event);
    },
    true,
  );
  // Focus going nowhere (a click on text) forgets the control. The same event comes when the app
  // removes the focused control, but the hand-over below runs first: it is a microtask.
  document.addEventListener(
    'focusout',
    function () {
      setTimeout(function () {
        if (document.activeElement === document.body) focused = -1;
      });
    },
    true,
  );

  // The app's first render replaces #root's children: the prerendered page goes, the app comes.
  new MutationObserver(function (_, observer) {
    var landing = document.querySelector(LANDING);
    if (document.querySelector(PRERENDERED) || !landing) return;
    observer.disconnect();
    var controls = landing.querySelectorAll(CONTROLS);
    if (focused >= 0 && controls[focused]) controls[focused].focus();
    if (tapped >= 0 && controls[tapped]) controls[tapped].click();
  }).observe(document.getElementById('root'), { childList: true });
})();
