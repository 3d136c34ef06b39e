import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Two columns on a phone, four side by side from tablets up. */
export function StatsGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: { xs: 1.5, sm: 2 },
      }}
    >
      {children}
    </Box>
  );
}
