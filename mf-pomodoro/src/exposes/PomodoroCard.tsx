import { RemoteIntlProvider } from '@ps/web/intl';
import { DashboardTimer } from '../dashboard/DashboardTimer';
import { pomodoroMessages } from '../i18n/messages';

export { loadTexts } from '../i18n/messages';

/** The dashboard's pomodoro card. */
export default function PomodoroCard() {
  return (
    <RemoteIntlProvider catalogue={pomodoroMessages}>
      <DashboardTimer />
    </RemoteIntlProvider>
  );
}
