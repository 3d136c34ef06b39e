import { RemoteIntlProvider } from '@ps/web/intl';
import type { AddTaskDialogProps } from '@ps/web/remotes';
import { messages } from '../i18n/messages';
import { TaskDialog } from '../tasks/components/TaskDialog';

export { loadTexts } from '../i18n/messages';

/** The add-task dialog, opened by the shell's 'Add New Task' quick action. */
export default function AddTaskDialog({ open, onClose }: AddTaskDialogProps) {
  return (
    <RemoteIntlProvider catalogue={messages}>
      <TaskDialog open={open} task={null} onClose={onClose} />
    </RemoteIntlProvider>
  );
}
