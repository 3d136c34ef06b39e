import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  open: boolean;
  title: ReactNode;
  /** What is lost, in the words of the thing itself (its name or description). */
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The change is on its way: the confirm button waits instead of sending it twice. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a change that cannot be undone (deleting, revoking). Cancel has the focus, so a
 * stray Enter never destroys anything; the confirm button is the red one.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: Props) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ overflowWrap: 'anywhere' }}>
          {description}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          {cancelLabel}
        </Button>
        <Button color="error" variant="contained" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
