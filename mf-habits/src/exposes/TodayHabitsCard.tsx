import { RemoteIntlProvider } from '@ps/web/intl';
import { messages } from '../i18n/messages';
import { TodayHabitsCard as Card } from '../dashboard/TodayHabitsCard';

export { loadTexts } from '../i18n/messages';

/** The dashboard's "today's habits" card. */
export default function TodayHabitsCard() {
  return (
    <RemoteIntlProvider catalogue={messages}>
      <Card />
    </RemoteIntlProvider>
  );
}
