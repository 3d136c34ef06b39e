import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { DESKTOP_MIN_WIDTH_PX } from '@ps/contracts/constants';

/**
 * MUI's Tooltip, with the Popper that places it, is about 11 KB gzipped that a phone never shows
 * here: only the desktop's sidebar has tooltips. A desktop's start loads it before the first
 * render (loadSidebarTooltips), so the sidebar is drawn with its tooltips at once. A window that
 * widens into a desktop later loads it once the first one has been drawn; until it has arrived,
 * the control shows without its tooltip (its name stays its aria-label), and then is drawn again
 * inside it.
 */
let loaded: ComponentType<TooltipProps> | undefined;
const loadTooltip = () =>
  import('@mui/material/Tooltip').then(({ default: Tooltip }) => (loaded = Tooltip));

/** Loads the sidebar's tooltips when this window shows the sidebar (as wide as a desktop). */
export function loadSidebarTooltips(): Promise<unknown> {
  const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`).matches;
  return desktop ? loadTooltip() : Promise.resolve();
}

interface Props {
  title: string;
  children: ReactElement;
}

/** The sidebar's tooltip, to the side of the control it names. */
export function NavTooltip({ title, children }: Props) {
  const [Tooltip, setTooltip] = useState(() => loaded);
  useEffect(() => {
    if (!Tooltip) void loadTooltip().then((component) => setTooltip(() => component));
  }, [Tooltip]);
  if (!Tooltip) return children;
  return (
    <Tooltip title={title} placement="right">
      {children}
    </Tooltip>
  );
}
