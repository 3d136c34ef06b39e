import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { PageEmptyState } from '@ps/web/PageEmptyState';

export function HabitsEmptyState({ onAdd }: { onAdd: () => void }) {
  const intl = useIntl();
  return (
    <PageEmptyState
      icon={<EventRepeatIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />}
      title={intl.formatMessage({ id: 'habits.empty.title' })}
      hint={intl.formatMessage({ id: 'habits.empty.description' })}
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {intl.formatMessage({ id: 'habits.add' })}
        </Button>
      }
    />
  );
}
