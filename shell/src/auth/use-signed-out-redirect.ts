import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { redirectUnauthorized } from '@ps/web/errors';

/**
 * When `signedOut` turns true the visitor is told ('Unauthorized') and sent
 * to `target` after 500 ms, once.
 */
export function useSignedOutRedirect(signedOut: boolean, target: '/login' | '/api/login') {
  const intl = useIntl();
  const done = useRef(false);
  useEffect(() => {
    if (!signedOut || done.current) return;
    done.current = true;
    redirectUnauthorized(intl, target);
  }, [signedOut, target, intl]);
}
