import { render, screen } from '@testing-library/react';
import CircularProgress from '@mui/material/CircularProgress';
import { AppThemeProvider } from '../src/theme';

describe('a spinner in the app', () => {
  it('only turns, its arc keeping one length (an animation the compositor runs alone)', () => {
    render(
      <AppThemeProvider language="en">
        <CircularProgress aria-label="Loading" />
      </AppThemeProvider>,
    );
    const arc = screen.getByRole('progressbar', { name: 'Loading' }).querySelector('circle');
    expect(arc).toHaveClass('MuiCircularProgress-circleDisableShrink');
  });
});
