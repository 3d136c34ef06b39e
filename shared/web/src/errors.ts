import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { SIGNED_OUT_REDIRECT_MS } from '@ps/contracts/constants';
import { ApiError } from './api';
import { navigation } from './navigation';
import { notify } from './notify';

/**
 * Spec sections 6 and 8: the signed-out visitor is told, then sent to sign in after 500 ms.
 * The dashboard sends to /login, the other pages to /api/login.
 */
export function redirectUnauthorized(
  intl: IntlShape,
  target: '/login' | '/api/login' = '/api/login',
) {
  notify({
    title: intl.formatMessage({ id: 'web.unauthorized.title' }),
    description: intl.formatMessage({ id: 'web.unauthorized.description' }),
    variant: 'destructive',
  });
  window.setTimeout(() => navigation.fullPageNavigate(target), SIGNED_OUT_REDIRECT_MS);
}

/** The handler for a failed change: the 'Error' toast with the server's message, or the signed-out flow. */
export function useChangeErrorHandler(): (error: unknown) => void {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.isUnauthorized) {
        redirectUnauthorized(intl);
        return;
      }
      notify({
        title: intl.formatMessage({ id: 'web.error.title' }),
        description:
          error instanceof ApiError
            ? error.serverMessage
            : String((error as Error)?.message ?? error),
        variant: 'destructive',
      });
    },
    [intl],
  );
}
