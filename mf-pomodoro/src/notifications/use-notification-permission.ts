import { useCallback, useEffect, useState } from 'react';
import {
  notificationPermission,
  requestNotificationPermission,
  type PermissionState,
} from './browser-notifications';

/** The browser's notification permission, read again when the user comes back to the tab. */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<PermissionState>(notificationPermission);
  useEffect(() => {
    const refresh = () => setPermission(notificationPermission());
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, []);
  const request = useCallback(async () => {
    const answer = await requestNotificationPermission();
    setPermission(answer);
    return answer;
  }, []);
  return { permission, request };
}
