import { RemoteIntlProvider } from '@ps/web/intl';
import { messages } from '../i18n/messages';
import { WeeklyProgressCard as Card } from '../dashboard/WeeklyProgressCard';

export { loadTexts } from '../i18n/messages';

/** The dashboard's weekly progress card. */
export default function WeeklyProgressCard() {
  return (
    <RemoteIntlProvider catalogue={messages}>
      <Card />
    </RemoteIntlProvider>
  );
}
