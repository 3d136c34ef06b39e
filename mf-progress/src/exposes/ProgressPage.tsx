import { RemoteIntlProvider } from '@ps/web/intl';
import { progressMessages } from '../i18n/messages';
import { ProgressPage } from '../progress/ProgressPage';

export { loadTexts } from '../i18n/messages';

/** /progress: the 30-day analytics page the shell places on its route. */
export default function ProgressPageRemote() {
  return (
    <RemoteIntlProvider catalogue={progressMessages}>
      <ProgressPage />
    </RemoteIntlProvider>
  );
}
