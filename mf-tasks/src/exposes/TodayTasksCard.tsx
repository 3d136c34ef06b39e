import { RemoteIntlProvider } from '@ps/web/intl';
import { messages } from '../i18n/messages';
import { TodayTasksCard as Card } from '../dashboard/TodayTasksCard';

export { loadTexts } from '../i18n/messages';

/** The dashboard's "today's tasks" card. */
export default function TodayTasksCard() {
  return (
    <RemoteIntlProvider catalogue={messages}>
      <Card />
    </RemoteIntlProvider>
  );
}
