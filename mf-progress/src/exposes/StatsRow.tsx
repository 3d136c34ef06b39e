import { RemoteIntlProvider } from '@ps/web/intl';
import { progressMessages } from '../i18n/messages';
import { StatsRow } from '../stats-row/StatsRow';

export { loadTexts } from '../i18n/messages';

/** The dashboard's row of four stat cards. */
export default function StatsRowRemote() {
  return (
    <RemoteIntlProvider catalogue={progressMessages}>
      <StatsRow />
    </RemoteIntlProvider>
  );
}
