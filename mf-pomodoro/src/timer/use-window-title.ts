import { useEffect } from 'react';

/** Shows `title` as the window title while it is set; the page's own title comes back after. */
export function useWindowTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
