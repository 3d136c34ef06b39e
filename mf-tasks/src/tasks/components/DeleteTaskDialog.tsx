import { useState } from 'react';
import type { Task } from '@ps/contracts/tasks';
import { ConfirmDialog } from '@ps/web/ConfirmDialog';
import { useDeleteTask } from '../hooks/use-task-changes';
import { useText } from '../../i18n/use-text';

/** A deleted task cannot be brought back, so deleting asks first. */
export function DeleteTaskDialog({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const t = useText();
  const remove = useDeleteTask();
  // Keep the last task shown while the dialog fades out after `task` becomes null.
  const [shown, setShown] = useState(task);
  if (task && task !== shown) setShown(task);
  return (
    <ConfirmDialog
      open={task !== null}
      title={t('tasks.delete.title')}
      description={t.withTheirWords('tasks.delete.description', {
        description: shown?.description,
      })}
      cancelLabel={t('tasks.delete.cancel')}
      confirmLabel={t('tasks.delete.confirm')}
      pending={remove.isPending}
      onConfirm={() => task && remove.mutate(task, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
