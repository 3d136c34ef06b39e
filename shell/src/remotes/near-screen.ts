/**
 * How far beyond the screen's top or bottom edge a slot may be and still count as near it: about
 * one flick of a thumb, so a widget scrolled towards is live by the time it is in view.
 */
export const NEAR_SCREEN_PX = 120;

/**
 * Calls `onNear` once, as soon as any of `container`'s elements is on the screen or near it: at
 * the observer's first report if one is already (the page's layout is not read at once, which
 * would force the browser to lay it out in the middle of the app's start), else when a scroll or
 * a change of layout brings one there, or at the first press of Tab. A person moving with the
 * keyboard reaches widgets by focus, not by scrolling: a widget still waiting for its code when
 * focus passes its place would be skipped, so every waiting slot loads as keyboard use begins.
 *
 * The container's children are watched, not the container: a slot's holder has no box of its own
 * (`display: contents`). A browser without IntersectionObserver, or an empty container, counts as
 * near.
 */
export function whenNearScreen(container: Element, onNear: () => void): () => void {
  const watched = [...container.children];
  if (typeof IntersectionObserver === 'undefined' || watched.length === 0) {
    onNear();
    return () => {};
  }
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('keydown', onKey, true);
  };
  const near = () => {
    stop();
    onNear();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') near();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) near();
    },
    { rootMargin: `${NEAR_SCREEN_PX}px 0px` },
  );
  watched.forEach((element) => observer.observe(element));
  document.addEventListener('keydown', onKey, true);
  return stop;
}
