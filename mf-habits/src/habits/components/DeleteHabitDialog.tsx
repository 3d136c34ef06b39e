import { useState } from 'react';
import type { Habit } from '@ps/contracts/habits';
import { ConfirmDialog } from '@ps/web/ConfirmDialog';
import { useDeleteHabit } from '../hooks/use-habit-changes';
import { useText } from '../../i18n/use-text';

/** Deleting a habit loses its history, so it asks first. */
export function DeleteHabitDialog({
  habit,
  onClose,
}: {
  habit: Habit | null;
  onClose: () => void;
}) {
  const t = useText();
  const remove = useDeleteHabit();
  // Keep the last habit shown while the dialog fades out after `habit` becomes null.
  const [shown, setShown] = useState(habit);
  if (habit && habit !== shown) setShown(habit);
  return (
    <ConfirmDialog
      open={habit !== null}
      title={t('habits.delete.title')}
      description={t.withTheirWords('habits.delete.description', { name: shown?.name })}
      cancelLabel={t('habits.delete.cancel')}
      confirmLabel={t('habits.delete.confirm')}
      pending={remove.isPending}
      onConfirm={() => habit && remove.mutate(habit, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
