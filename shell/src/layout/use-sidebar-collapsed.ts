import { createContext, useContext, useState } from 'react';

/** Where the desktop sidebar's state is kept across visits ('true' when collapsed). */
export const SIDEBAR_COLLAPSED_KEY = 'ps.sidebarCollapsed';
/**
 * Set on <html> before the first paint (scripts/before-paint.ts) when the sidebar is kept
 * collapsed: the prerendered frame then shows its collapsed desktop variant, as the app will.
 */
export const SIDEBAR_COLLAPSED_ATTRIBUTE = 'data-sidebar-collapsed';

/** Set by the build's prerender of the frame, which has no storage to read: how to draw it. */
export const PrerenderedSidebarCollapsed = createContext<boolean | undefined>(undefined);

function stored(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Collapsed or expanded, remembered across visits. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const prerendered = useContext(PrerenderedSidebarCollapsed);
  const [collapsed, setCollapsed] = useState(() => prerendered ?? stored());
  const toggle = () => {
    setCollapsed((previous) => {
      const next = !previous;
      try {
        window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
      } catch {
        // Without storage the choice lasts for this page only.
      }
      return next;
    });
  };
  return [collapsed, toggle];
}
