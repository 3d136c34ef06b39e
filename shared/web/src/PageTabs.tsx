import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';

export interface PageTab<T extends string> {
  value: T;
  label: ReactNode;
  /** The tab's element id, which its panel names in aria-labelledby. */
  id: string;
  /** The id of the panel the tab shows. */
  controls: string;
}

interface PageTabsProps<T extends string> {
  tabs: readonly PageTab<T>[];
  value: T;
  onChange: (value: T) => void;
  'aria-label': string;
  sx?: SxProps<Theme>;
}

/**
 * A page's row of tabs, each as wide as the others, the chosen one underlined. Drawn with CSS
 * alone: MUI's Tabs measures its tabs after every render to place its sliding underline, which
 * made the browser lay out the whole page in the middle of drawing it (on a phone, the longest
 * step of opening the Tasks page).
 *
 * The keyboard works as on any tab list: Tab reaches the chosen tab only, the arrow keys move
 * between tabs (left and right swap in a right-to-left page), Home and End go to the ends, and
 * Enter or Space chooses the tab in focus.
 */
export function PageTabs<T extends string>({
  tabs,
  value,
  onChange,
  'aria-label': label,
  sx,
}: PageTabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const rightToLeft = useTheme().direction === 'rtl';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    const target = focusTarget(event.key, at, buttons.length, rightToLeft);
    if (target === null) return;
    event.preventDefault();
    buttons[target]?.focus();
  };

  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={[{ display: 'flex' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            id={tab.id}
            aria-selected={selected}
            aria-controls={tab.controls}
            tabIndex={selected ? 0 : -1}
            focusRipple
            onClick={() => onChange(tab.value)}
            sx={tabStyle(selected)}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

/** The index the key moves focus to among `count` tabs from `at`, or null for another key. */
function focusTarget(key: string, at: number, count: number, rightToLeft: boolean): number | null {
  const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
  const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (at + 1) % count;
  if (key === backward) return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** MUI's tab look: its type, size and colours, and the primary colour's underline when chosen. */
function tabStyle(selected: boolean): SxProps<Theme> {
  return (theme) => ({
    ...theme.typography.button,
    flex: '1 1 0',
    minWidth: 90,
    minHeight: 48,
    padding: '12px 16px',
    lineHeight: 1.25,
    textAlign: 'center',
    color: selected ? theme.palette.primary.main : theme.palette.text.secondary,
    boxShadow: selected ? `inset 0 -2px 0 ${theme.palette.primary.main}` : 'none',
    '&.Mui-focusVisible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -3,
    },
  });
}
