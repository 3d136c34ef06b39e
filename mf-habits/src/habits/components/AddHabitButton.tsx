import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useText } from '../../i18n/use-text';

/** 'Add Habit': in the page heading and in the empty state, opening the same dialog. */
export function AddHabitButton({ onClick }: { onClick: () => void }) {
  const t = useText();
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {t('habits.add')}
    </Button>
  );
}
