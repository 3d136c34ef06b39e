import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Habit } from '@ps/contracts/habits';
import { useDeleteHabit } from '../hooks/use-habit-changes';

/** Deleting a habit loses its history, so it asks first. */
export function DeleteHabitDialog({
  habit,
  onClose,
}: {
  habit: Habit | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const remove = useDeleteHabit();
  // Keep the last habit shown while the dialog fades out after `habit` becomes null.
  const [shown, setShown] = useState(habit);
  if (habit && habit !== shown) setShown(habit);
  return (
    <Dialog
      open={habit !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'habits.delete.title' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {intl.formatMessage({ id: 'habits.delete.description' }, { name: shown?.name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          {intl.formatMessage({ id: 'habits.delete.cancel' })}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => habit && remove.mutate(habit, { onSuccess: onClose })}
        >
          {intl.formatMessage({ id: 'habits.delete.confirm' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
