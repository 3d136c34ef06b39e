import { RemoteIntlProvider } from '@ps/web/intl';
import { messages } from '../i18n/messages';
import { TasksPage as Page } from '../tasks/pages/TasksPage';

export { loadTexts } from '../i18n/messages';

/** The /tasks route, placed by the shell inside its providers. */
export default function TasksPage() {
  return (
    <RemoteIntlProvider catalogue={messages}>
      <Page />
    </RemoteIntlProvider>
  );
}
