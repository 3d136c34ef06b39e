import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@ps/web/auth';
import { localizedErrorMessage } from '@ps/web/errors';
import { notify } from '@ps/web/notify';
import { offlineChanges } from '@ps/web/offline/changes';
import { refreshAfterChange } from '@ps/web/query-client';
import { keptUserId } from './kept-user';
import { loadPersistedQueries } from './load-persisted-queries';
import { tellServiceWorkerSignedIn } from './service-worker-session';

/**
 * A refused change from the queue is named in a toast ("Could not mark “Swim” done for Nov 25:
 * Habit not found"), and the reads it touched follow the server again.
 */
function useQueueListeners() {
  const client = useQueryClient();
  const intl = useIntl();
  useEffect(() => {
    offlineChanges.listen({
      onRefused: (change, error) =>
        notify({
          title: intl.formatMessage({ id: 'web.offline.refused' }, { change: change.label }),
          description: localizedErrorMessage(intl, error),
          variant: 'destructive',
        }),
      onSettled: (paths) => void refreshAfterChange(client, ...paths),
    });
  }, [client, intl]);
}

/**
 * While someone is signed in: their answers are kept for offline use under their id (another
 * user's kept data is forgotten first), their unsent changes are sent now and each time the
 * network comes back, and then every read is refreshed.
 */
export function OfflineSync() {
  const { user } = useCurrentUser();
  const client = useQueryClient();
  const userId = user?.id;
  useQueueListeners();

  useEffect(() => {
    if (userId === undefined) return undefined;
    let stopKeeping = () => {};
    let current = true;
    const start = async () => {
      const { forgetKeptData, keepQueries } = await loadPersistedQueries();
      if (keptUserId() !== userId) await forgetKeptData();
      if (!current) return;
      await offlineChanges.setUser(userId);
      stopKeeping = keepQueries(client, userId);
      tellServiceWorkerSignedIn(true);
      await offlineChanges.replay();
    };
    void start();
    const onOnline = () => void offlineChanges.replay().then(() => client.invalidateQueries());
    window.addEventListener('online', onOnline);
    return () => {
      current = false;
      stopKeeping();
      window.removeEventListener('online', onOnline);
    };
  }, [client, userId]);
  return null;
}
