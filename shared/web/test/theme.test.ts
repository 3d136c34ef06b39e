import { getContrastRatio } from '@mui/material/styles';
import { appTheme } from '../src/theme';

/** Small text needs 4.5:1 against what is behind it (WCAG 2 AA). */
const SMALL_TEXT_CONTRAST = 4.5;
const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe.each(['ltr', 'rtl'] as const)('the %s theme', (direction) => {
  const { palette } = appTheme(direction);

  it.each(COLOURS)('writes %s text legibly on a card', (colour) => {
    const ratio = getContrastRatio(palette[colour].main, palette.background.paper);
    expect([colour, ratio >= SMALL_TEXT_CONTRAST]).toEqual([colour, true]);
  });

  it.each(COLOURS)('writes legibly on a filled %s chip or button', (colour) => {
    const ratio = getContrastRatio(palette[colour].contrastText, palette[colour].main);
    expect([colour, ratio >= SMALL_TEXT_CONTRAST]).toEqual([colour, true]);
  });
});
