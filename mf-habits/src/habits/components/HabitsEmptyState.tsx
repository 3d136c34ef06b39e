import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';

export function HabitsEmptyState({ onAdd }: { onAdd: () => void }) {
  const intl = useIntl();
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
      <EventRepeatIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h2">
        {intl.formatMessage({ id: 'habits.empty.title' })}
      </Typography>
      <Typography color="text.secondary">
        {intl.formatMessage({ id: 'habits.empty.description' })}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        {intl.formatMessage({ id: 'habits.add' })}
      </Button>
    </Paper>
  );
}
