import { useIntl } from 'react-intl';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { PageEmptyState } from '@ps/web/PageEmptyState';
import { AddHabitButton } from './AddHabitButton';

export function HabitsEmptyState({ onAdd }: { onAdd: () => void }) {
  const intl = useIntl();
  return (
    <PageEmptyState
      icon={<EventRepeatIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />}
      title={intl.formatMessage({ id: 'habits.empty.title' })}
      hint={intl.formatMessage({ id: 'habits.empty.description' })}
      action={<AddHabitButton onClick={onAdd} />}
    />
  );
}
