import { RemoteIntlProvider } from '@ps/web/intl';
import { messages } from '../i18n/messages';
import { TodayHabitsCard as Card } from '../dashboard/TodayHabitsCard';

/** The dashboard's "today's habits" card. */
export default function TodayHabitsCard() {
  return (
    <RemoteIntlProvider messages={messages}>
      <Card />
    </RemoteIntlProvider>
  );
}
