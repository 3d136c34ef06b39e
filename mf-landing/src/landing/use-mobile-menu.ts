import { useCallback, useEffect, useRef, useState } from 'react';

export const MOBILE_MENU_ID = 'landing-mobile-menu';

/**
 * Whether the prerendered page's menu is open as the app takes the page over. The menu is a
 * popover, so a visitor can open it before any script has run; the app's first render replaces
 * that markup and starts from the same state instead of closing it under their finger.
 */
function openInPrerenderedPage(): boolean {
  return typeof document !== 'undefined' && isOpen(document.getElementById(MOBILE_MENU_ID));
}

function isOpen(menu: Element | null): boolean {
  try {
    return menu?.matches(':popover-open') ?? false;
  } catch {
    return false; // A browser without popovers has no open one.
  }
}

/**
 * The phone menu: a popover the toggle opens and closes by itself (so it works before the app
 * has started), closed by Escape or a tap outside, with focus given back to the toggle. The app
 * follows its state for the toggle's icon and aria-expanded, and closes it when a link is followed.
 */
export function useMobileMenu() {
  const menuRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(openInPrerenderedPage);
  const openAtStart = useRef(open);
  const openNow = useRef(open);
  useEffect(() => {
    openNow.current = open;
  }, [open]);
  // Before the app runs, the browser itself tells assistive technology whether the popover is
  // open; a fixed aria-expanded in the prerendered page would contradict it.
  const [following, setFollowing] = useState(false);

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return undefined;
    if (openAtStart.current && !isOpen(menu)) menu.showPopover();
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    menu.addEventListener('toggle', onToggle);
    setFollowing(true);
    return () => menu.removeEventListener('toggle', onToggle);
  }, []);

  const close = useCallback(() => {
    if (openNow.current) menuRef.current?.hidePopover();
  }, []);

  return { open, expanded: following ? open : undefined, close, menuRef };
}
