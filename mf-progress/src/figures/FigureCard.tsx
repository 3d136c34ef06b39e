import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { NotAvailable } from './NotAvailable';

interface FigureCardProps {
  label: string;
  icon: ReactNode;
  /** The figure as shown; null when it is missing, undefined while it loads. */
  value: ReactNode | null | undefined;
  caption?: ReactNode;
  /** A line under the caption, such as the change since yesterday. */
  footer?: ReactNode;
  /**
   * On a phone: 'tile' keeps the figure under its label (two tiles a row); 'row' puts it at the
   * end of the label's line, so cards stack one per line with their labels unbroken.
   */
  phoneLayout?: 'tile' | 'row';
}

const AREAS = {
  tile: '"label label" "value value" "caption caption" "footer footer"',
  row: '"label value" "caption value" "footer footer"',
  wide: '"label icon" "value value" "caption caption" "footer footer"',
};

/** One headline figure: the stat cards of the Progress page and the dashboard's stats row. */
export function FigureCard({
  label,
  icon,
  value,
  caption,
  footer,
  phoneLayout = 'tile',
}: FigureCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          gridTemplateAreas: { xs: AREAS[phoneLayout], sm: AREAS.wide },
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 0.5,
          padding: { xs: 1.5, sm: 2 },
          '&:last-child': { paddingBlockEnd: { xs: 1.5, sm: 2 } },
        }}
      >
        <Typography
          component="h2"
          variant="body2"
          color="text.secondary"
          sx={{ gridArea: 'label', fontWeight: 600, overflowWrap: 'break-word' }}
        >
          {label}
        </Typography>
        <Box
          aria-hidden="true"
          sx={{
            gridArea: 'icon',
            alignSelf: 'start',
            color: 'primary.main',
            display: { xs: 'none', sm: 'flex' },
          }}
        >
          {icon}
        </Box>
        <Typography
          component="p"
          variant="h4"
          sx={{
            gridArea: 'value',
            lineHeight: 1.2,
            whiteSpace: 'nowrap',
            fontSize: { xs: '1.5rem', sm: '2.125rem' },
          }}
        >
          {value === undefined ? (
            <Skeleton width="3ch" />
          ) : value === null ? (
            <NotAvailable />
          ) : (
            value
          )}
        </Typography>
        {caption && (
          <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'caption' }}>
            {caption}
          </Typography>
        )}
        {footer && <Box sx={{ gridArea: 'footer' }}>{footer}</Box>}
      </CardContent>
    </Card>
  );
}
