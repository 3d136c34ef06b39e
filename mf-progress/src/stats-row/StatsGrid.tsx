import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Two columns on a phone, four side by side from tablets up. */
export function StatsGrid({
  label,
  busy = false,
  children,
}: {
  label: string;
  /** Set while the figures load: assistive technology waits for them. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      aria-busy={busy}
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
