import { useState } from 'react';

const STORAGE_KEY = 'ps.sidebarCollapsed';

function stored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Collapsed or expanded, remembered across visits. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(stored);
  const toggle = () => {
    setCollapsed((previous) => {
      const next = !previous;
      try {
        window.localStorage.setItem(STORAGE_KEY, String(next));
      } catch {
        // Without storage the choice lasts for this page only.
      }
      return next;
    });
  };
  return [collapsed, toggle];
}
