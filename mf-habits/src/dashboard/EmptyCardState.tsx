import { Link as RouterLink } from '@ps/web/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

/** A dashboard card with nothing to show yet, and the way to add something. */
export function EmptyCardState({ text, action }: { text: string; action: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 2 }}>
      <Typography color="text.secondary">{text}</Typography>
      <Button component={RouterLink} to="/habits" variant="outlined" startIcon={<AddIcon />}>
        {action}
      </Button>
    </Box>
  );
}
