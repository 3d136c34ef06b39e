import {
  cloneElement,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import Tooltip from '@mui/material/Tooltip';

/**
 * MUI's Tooltip, open, beside `anchor`, drawn only while it is shown. A Tooltip wrapped around a
 * control from the start sets its state as soon as the control is on the page: React then draws
 * it again in the same task as the page's first draw, and a page with a tooltip on each of twenty
 * cards paid for twenty of them before anyone could point at one. Mounted beside the control,
 * only while wanted, it costs nothing until then, and the control stays the element it was
 * (keeping its focus) when the tooltip comes and goes.
 */
export function AnchoredTooltip({ anchor, title }: { anchor: HTMLElement; title: ReactNode }) {
  return (
    <Tooltip
      open
      title={title}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: anchor } }}
    >
      <span hidden />
    </Tooltip>
  );
}

/**
 * Whether focus on `element` shows (the keyboard's, not a tap's or a click's), as MUI's own
 * tooltips open only then; where the browser cannot tell, it is taken to show.
 */
function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

type Control = ReactElement<{
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}>;

/**
 * A control with a tooltip naming it while the pointer is over it or the keyboard's focus is on
 * it (its aria-label names it to everyone else), mounted only then (AnchoredTooltip).
 */
export function TooltipOnDemand({ title, children }: { title: string; children: Control }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { onMouseEnter, onMouseLeave, onFocus, onBlur } = children.props;
  const control = cloneElement(children, {
    onMouseEnter: (event) => {
      onMouseEnter?.(event);
      setAnchor(event.currentTarget);
    },
    onMouseLeave: (event) => {
      onMouseLeave?.(event);
      setAnchor(null);
    },
    onFocus: (event) => {
      onFocus?.(event);
      if (focusVisible(event.currentTarget)) setAnchor(event.currentTarget);
    },
    onBlur: (event) => {
      onBlur?.(event);
      setAnchor(null);
    },
  });
  return (
    <>
      {control}
      {anchor && <AnchoredTooltip anchor={anchor} title={title} />}
    </>
  );
}
