import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface Props {
  /** A large icon of the page's subject, decorative (aria-hidden). */
  icon: ReactNode;
  title: string;
  hint: string;
  /** What the user can do about it, usually an add button. */
  action?: ReactNode;
}

/** A page's list with nothing in it: what is missing, and the way to start. */
export function PageEmptyState({ icon, title, hint, action }: Props) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 6 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        textAlign: 'center',
      }}
    >
      {icon}
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{hint}</Typography>
      {action}
    </Paper>
  );
}
