import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TaskAltIcon from '@mui/icons-material/TaskAlt';

export function TasksEmptyState({
  title,
  hint,
  action,
}: {
  title: string;
  hint: string;
  action?: ReactNode;
}) {
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
      <TaskAltIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{hint}</Typography>
      {action}
    </Paper>
  );
}
