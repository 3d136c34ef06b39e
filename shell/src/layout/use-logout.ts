import { useState } from 'react';
import { API } from '@ps/contracts/api';
import { apiRequest } from '@ps/web/api';
import { navigation } from '@ps/web/navigation';
import { notify, notifyAcrossNavigation } from '@ps/web/notify';
import { loadPersistedQueries } from '../offline/load-persisted-queries';
import { tellServiceWorkerSignedIn } from '../offline/service-worker-session';
import { useText } from '../i18n/use-text';

/**
 * Sign-out: the data kept for offline use is forgotten, a toast, and /login loads; a failure keeps
 * the user here with a toast.
 */
export function useLogout(): { logout: () => void; pending: boolean } {
  const t = useText();
  const [pending, setPending] = useState(false);
  const logout = () => {
    setPending(true);
    apiRequest('POST', API.logout)
      .then(async () => {
        // Nothing of this user stays in the browser: kept answers and unsent changes go.
        tellServiceWorkerSignedIn(false);
        await loadPersistedQueries()
          .then(({ forgetKeptData }) => forgetKeptData())
          .catch(() => undefined);
      })
      .then(
        () => {
          notifyAcrossNavigation({
            title: t('logout.success.title'),
            description: t('logout.success.description'),
            variant: 'success',
          });
          navigation.fullPageNavigate('/login');
        },
        () => {
          setPending(false);
          notify({
            title: t('logout.failure.title'),
            description: t('logout.failure.description'),
            variant: 'destructive',
          });
        },
      );
  };
  return { logout, pending };
}
