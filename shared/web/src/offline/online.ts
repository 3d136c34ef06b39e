import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
const onServer = () => true;

/** Whether the browser has a network connection; re-renders when it comes or goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onServer);
}
