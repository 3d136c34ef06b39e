import { RemoteIntlProvider } from '@ps/web/intl';
import { messages } from '../i18n/messages';
import { HabitsPage as Page } from '../habits/pages/HabitsPage';

export { loadTexts } from '../i18n/messages';

/** The /habits route, placed by the shell inside its providers. */
export default function HabitsPage() {
  return (
    <RemoteIntlProvider catalogue={messages}>
      <Page />
    </RemoteIntlProvider>
  );
}
