import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { offlineChanges } from '@ps/web/offline/changes';
import { useOnline } from '@ps/web/offline/online';
import { lastUpdated } from './last-updated';
import { timeAgo } from './relative-time';
import { useText } from '../i18n/use-text';

const MINUTE_MS = 60_000;

/** The current time, moving on each minute, so "5 minutes ago" stays true while it is shown. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Offline, above every signed-in page: the app is offline, the data shown is as it was last
 * updated (how long ago, in the user's language), and how many changes wait to be sent.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return <OfflineNotice />;
}

function OfflineNotice() {
  const t = useText();
  const intl = useIntl();
  const now = useNow();
  const fetchedAt = useSyncExternalStore(lastUpdated.subscribe, lastUpdated.get);
  const pending = useSyncExternalStore(offlineChanges.subscribe, offlineChanges.pendingCount);
  return (
    <Alert
      severity="warning"
      icon={<CloudOffIcon />}
      role="status"
      data-testid="offline-banner"
      sx={{ mb: 2 }}
    >
      <AlertTitle>{t('offline.banner.title')}</AlertTitle>
      {fetchedAt === undefined
        ? t('offline.banner.lastKnown')
        : t('offline.banner.updated', { time: timeAgo(intl, fetchedAt, now) })}
      {pending > 0 ? ` ${t('offline.banner.pending', { count: pending })}` : null}
    </Alert>
  );
}
