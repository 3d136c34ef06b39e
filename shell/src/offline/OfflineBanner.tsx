import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import { darken, lighten, type Theme } from '@mui/material/styles';
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
    <Box role="status" data-testid="offline-banner" sx={warningLook}>
      <CloudOffIcon sx={{ color: 'warning.main', fontSize: 22, my: 0.875, mr: 1.5 }} />
      <Box sx={{ py: 1 }}>
        <Box sx={{ typography: 'body1', fontWeight: 500, mb: 0.5 }}>
          {t('offline.banner.title')}
        </Box>
        {fetchedAt === undefined
          ? t('offline.banner.lastKnown')
          : t('offline.banner.updated', { time: timeAgo(intl, fetchedAt, now) })}
        {pending > 0 ? ` ${t('offline.banner.pending', { count: pending })}` : null}
      </Box>
    </Box>
  );
}

/**
 * A warning as MUI's Alert draws one, its colours worked out from the theme's the same way. Not
 * MUI's Alert itself: this banner is part of every signed-in page, and the Alert with its icons
 * would be downloaded at every start for the moments a person is offline (about 2 KB gzipped).
 */
const warningLook = (theme: Theme) => ({
  display: 'flex',
  mb: 2,
  px: 2,
  py: 0.75,
  borderRadius: `${theme.shape.borderRadius}px`,
  typography: 'body2',
  bgcolor: lighten(theme.palette.warning.light, 0.9),
  color: darken(theme.palette.warning.light, 0.6),
});
