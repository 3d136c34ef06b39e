import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { PageEmptyState } from '@ps/web/PageEmptyState';
import { AddHabitButton } from './AddHabitButton';
import { useText } from '../../i18n/use-text';

export function HabitsEmptyState({ onAdd }: { onAdd: () => void }) {
  const t = useText();
  return (
    <PageEmptyState
      icon={<EventRepeatIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />}
      title={t('habits.empty.title')}
      hint={t('habits.empty.description')}
      action={<AddHabitButton onClick={onAdd} />}
    />
  );
}
