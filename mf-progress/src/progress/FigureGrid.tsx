import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The figures at the top of a tab: one a line on a phone, three side by side from tablets up. */
export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: { xs: 1.5, sm: 2 },
      }}
    >
      {children}
    </Box>
  );
}
