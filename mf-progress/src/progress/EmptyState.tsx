import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@ps/web/router';

/** Nothing to measure yet: says so and leads to the page where the user can start. */
export function EmptyState({
  title,
  body,
  action,
  to,
}: {
  title: string;
  body: string;
  action: string;
  to: string;
}) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        paddingBlock: { xs: 4, sm: 6 },
        paddingInline: 2,
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 2,
      }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlock: 1 }}>
        {body}
      </Typography>
      <Button component={RouterLink} to={to} variant="contained">
        {action}
      </Button>
    </Box>
  );
}
