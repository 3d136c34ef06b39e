import { useState } from 'react';
import { useIntl } from 'react-intl';
import { API } from '@ps/contracts/api';
import { apiRequest } from '@ps/web/api';
import { navigation } from '@ps/web/navigation';
import { notify, notifyAcrossNavigation } from '@ps/web/notify';

/** Spec section 4: success toasts and loads /login; failure keeps the user here with a toast. */
export function useLogout(): { logout: () => void; pending: boolean } {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const logout = () => {
    setPending(true);
    apiRequest('POST', API.logout).then(
      () => {
        notifyAcrossNavigation({
          title: intl.formatMessage({ id: 'logout.success.title' }),
          description: intl.formatMessage({ id: 'logout.success.description' }),
          variant: 'success',
        });
        navigation.fullPageNavigate('/login');
      },
      () => {
        setPending(false);
        notify({
          title: intl.formatMessage({ id: 'logout.failure.title' }),
          description: intl.formatMessage({ id: 'logout.failure.description' }),
          variant: 'destructive',
        });
      },
    );
  };
  return { logout, pending };
}
