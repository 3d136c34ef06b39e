import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { errorMessageId } from '@ps/contracts/errors';
import { SIGNED_OUT_REDIRECT_MS } from '@ps/contracts/constants';
import { ApiError } from '@ps/web/api';
import { navigation } from '@ps/web/navigation';
import { notify, notifyAcrossNavigation } from '@ps/web/notify';

/**
 * The signed-out visitor is told ('Unauthorized'), then sent to sign in after 500 ms.
 * The dashboard sends to /login, the other pages to /api/login. The notice is handed to the sign-in
 * page too: a slow phone can reach the redirect before it has drawn the toast at all.
 */
export function redirectUnauthorized(
  intl: IntlShape,
  target: '/login' | '/api/login' = '/api/login',
) {
  notifyAcrossNavigation({
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
        description: localizedErrorMessage(intl, error),
        variant: 'destructive',
      });
    },
    [intl],
  );
}

/**
 * What a failed call says to the user, in their language: the catalogue's text for the answer's
 * error code (with its params, so "1 minute" and "3 minutes" read right), else the server's own
 * message, else the error's.
 */
export function localizedErrorMessage(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError) {
    // 'invalidInput' is a validation failure without a catalogued text: its message says more.
    return error.code && error.code !== 'invalidInput'
      ? intl.formatMessage({ id: errorMessageId(error.code) }, error.params)
      : error.serverMessage;
  }
  return String((error as Error)?.message ?? error);
}
