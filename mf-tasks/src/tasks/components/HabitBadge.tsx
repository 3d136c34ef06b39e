import Chip from '@mui/material/Chip';
import LinkIcon from '@mui/icons-material/Link';
import PersonIcon from '@mui/icons-material/Person';
import { useText } from '../../i18n/use-text';

/**
 * The habit a task is tied to, or 'Personal'. Apart from the other badges: only the Tasks page
 * shows it, and the dashboard's card, which shares their file, would download it and its icons.
 */
export function HabitBadge({ habitName }: { habitName: string | null }) {
  const t = useText();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={habitName ? <LinkIcon /> : <PersonIcon />}
      label={habitName ?? t('tasks.habit.personal')}
      sx={{ maxWidth: '100%' }}
    />
  );
}
