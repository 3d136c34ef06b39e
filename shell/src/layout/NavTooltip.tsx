import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

/**
 * MUI's Tooltip, with the Popper that places it, is about 11 KB gzipped that a phone never shows
 * here: only the desktop's sidebar has tooltips. It is loaded once the first one has been drawn;
 * until it has arrived, the control shows without its tooltip (its name stays its aria-label).
 */
let loaded: ComponentType<TooltipProps> | undefined;
const loadTooltip = () =>
  import('@mui/material/Tooltip').then(({ default: Tooltip }) => (loaded = Tooltip));

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
