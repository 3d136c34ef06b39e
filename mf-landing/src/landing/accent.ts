import type { Theme } from '@mui/material/styles';

/** Primary-coloured text that keeps a 4.5:1 contrast on light tints and on dark backgrounds. */
export function accentText(theme: Theme): string {
  return theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark;
}
