import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';

/** 'Add Habit': in the page heading and in the empty state, opening the same dialog. */
export function AddHabitButton({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {intl.formatMessage({ id: 'habits.add' })}
    </Button>
  );
}
