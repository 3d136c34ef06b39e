import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from '@ps/web/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

interface Props {
  title: string;
  /** Shown beside the title, e.g. a count. */
  aside?: ReactNode;
  /** The link at the foot of the card. */
  link?: { label: string; to: string };
  /** A control at the other end of the link's line (Show all), which adds no line of its own. */
  footerAction?: ReactNode;
  children: ReactNode;
}

/** The frame every remote's dashboard card shares: a titled section with a link to its page. */
export function DashboardCard({ title, aside, link, footerAction, children }: Props) {
  const titleId = useId();
  const theme = useTheme();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {aside}
        </Box>
        <Box sx={{ flexGrow: 1 }}>{children}</Box>
        {(link || footerAction) && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            {link && (
              <Button
                component={RouterLink}
                to={link.to}
                size="small"
                endIcon={
                  <ChevronRightIcon
                    sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }}
                  />
                }
              >
                {link.label}
              </Button>
            )}
            {footerAction}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
