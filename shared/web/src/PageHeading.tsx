import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  subtitle: ReactNode;
  /** Lets the page's section name itself after its heading (aria-labelledby). */
  titleId?: string;
  /** Buttons and badges at the inline end; they wrap below the title on narrow windows. */
  actions: ReactNode;
}

/** The heading every remote's page opens with: its h1, a line under it, and its actions. */
export function PageHeading({ title, subtitle, titleId, actions }: Props) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box>
        <Typography id={titleId} variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {actions}
      </Box>
    </Box>
  );
}
