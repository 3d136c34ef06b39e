// The landing page arrives prerendered and works as a page before the app has started: the app
// starts when the visitor reaches for a control, then renders the same markup over it. Keyboard
// focus would be lost with the replaced markup, so it moves to the app's copy of the control
// that had it. (The phone menu needs nothing: it is a popover the browser opens by itself, and
// the app starts from the state it is in. Links need nothing: the browser follows them.)
(function () {
  var PRERENDERED = '[data-prerendered-landing]';
  var LANDING = '[data-slot="mf-landing/LandingPage"]';
  var CONTROLS = 'a[href], button';
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
  }).observe(document.getElementById('root'), { childList: true });
})();
