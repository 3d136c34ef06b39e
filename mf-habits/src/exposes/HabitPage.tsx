import { RemoteIntlProvider } from '@ps/web/intl';
import { messages } from '../i18n/messages';
import { HabitPage as Page } from '../habits/pages/HabitPage';

/** The /habits/:id route, placed by the shell inside its providers. */
export default function HabitPage() {
  return (
    <RemoteIntlProvider messages={messages}>
      <Page />
    </RemoteIntlProvider>
  );
}
