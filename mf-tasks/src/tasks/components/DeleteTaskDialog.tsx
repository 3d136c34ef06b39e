import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Task } from '@ps/contracts/tasks';
import { useDeleteTask } from '../hooks/use-task-changes';

/** A deleted task cannot be brought back, so deleting asks first. */
export function DeleteTaskDialog({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const remove = useDeleteTask();
  // Keep the last task shown while the dialog fades out after `task` becomes null.
  const [shown, setShown] = useState(task);
  if (task && task !== shown) setShown(task);
  return (
    <Dialog
      open={task !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'tasks.delete.title' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage(
            { id: 'tasks.delete.description' },
            { description: shown?.description },
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          {intl.formatMessage({ id: 'tasks.delete.cancel' })}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => task && remove.mutate(task, { onSuccess: onClose })}
        >
          {intl.formatMessage({ id: 'tasks.delete.confirm' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
