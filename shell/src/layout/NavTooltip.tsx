import { lazy, Suspense, type ReactElement } from 'react';

/**
 * MUI's Tooltip, with the Popper that places it, is about 11 KB gzipped that a phone never shows
 * here: only the desktop's sidebar has tooltips. It is loaded when the first one is drawn; until
 * it has arrived, the control shows without its tooltip (its name stays its aria-label).
 */
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface Props {
  title: string;
  children: ReactElement;
}

/** The sidebar's tooltip, to the side of the control it names. */
export function NavTooltip({ title, children }: Props) {
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} placement="right">
        {children}
      </Tooltip>
    </Suspense>
  );
}
