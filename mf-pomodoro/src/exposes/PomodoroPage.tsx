import { RemoteIntlProvider } from '@ps/web/intl';
import { BlockerConnectionProvider } from '../blocker/blocker-connection-context';
import { pomodoroMessages } from '../i18n/messages';
import { PomodoroScreen } from '../page/PomodoroScreen';

export { loadTexts } from '../i18n/messages';

/** /pomodoro: the focus timer, its settings, focus mode and today's sessions. */
export default function PomodoroPage() {
  return (
    <RemoteIntlProvider catalogue={pomodoroMessages}>
      <BlockerConnectionProvider>
        <PomodoroScreen />
      </BlockerConnectionProvider>
    </RemoteIntlProvider>
  );
}
