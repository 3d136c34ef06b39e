import { RemoteIntlProvider } from '@ps/web/intl';
import { messages } from '../i18n/messages';
import { HabitPage as Page } from '../habits/pages/HabitPage';

export { loadTexts } from '../i18n/messages';

/** The /habits/:id route, placed by the shell inside its providers. */
export default function HabitPage() {
  return (
    <RemoteIntlProvider catalogue={messages}>
      <Page />
    </RemoteIntlProvider>
  );
}
