import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state of the mobile menu. Escape closes it and gives focus back to the toggle,
 * so keyboard users are never stranded inside a menu that disappeared.
 */
export function useMenuToggle() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, close, toggle, toggleRef };
}
