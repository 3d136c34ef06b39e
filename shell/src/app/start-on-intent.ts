/** What a visitor reaches for when they mean to use the page, rather than read it. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex]';
const INTENT_EVENTS = ['pointerdown', 'click', 'pointerover', 'focusin', 'keydown'] as const;

function showsIntent(event: Event): boolean {
  // A touch or a click anywhere: on a phone the first touch (often a scroll) comes before the
  // first tap on the menu, and starting then gives the app those seconds. A click can come with
  // no pointer or key before it, from a screen reader.
  if (event.type !== 'pointerover' && event.type !== 'focusin') return true;
  return event.target instanceof Element && event.target.closest(CONTROLS) !== null;
}

/**
 * Calls `start` once, at the first sign that the visitor is about to use the page: a touch or a
 * click, a mouse pointer over a link or button, focus moving to one, or any key. A visitor who
 * only reads (or scrolls with a wheel) is served by the prerendered page without the app.
 */
export function startOnIntent(target: Document, start: () => void): void {
  const onEvent = (event: Event) => {
    if (!showsIntent(event)) return;
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onEvent, true);
    start();
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, onEvent, true);
}
