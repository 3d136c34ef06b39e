import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface Props {
  /** Names the section for assistive technology (aria-labelledby its heading). */
  id: string;
  title: string;
  description: ReactNode;
  /** The danger zone's card is outlined in the error colour. */
  danger?: boolean;
  children: ReactNode;
}

/** One part of the "Your data" page: a card with its h2, a line saying what it does, its controls. */
export function YourDataSection({ id, title, description, danger = false, children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={danger ? { borderColor: 'error.main' } : undefined}
    >
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, sm: 3 } }}>
        <div>
          <Typography
            id={headingId}
            variant="h6"
            component="h2"
            color={danger ? 'error' : undefined}
            sx={{ fontWeight: 700 }}
          >
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
