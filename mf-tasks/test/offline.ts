import { act } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { offlineChanges } from '@ps/web/offline/changes';
import { refreshAfterChange } from '@ps/web/query-client';

const ignore = () => {};

/**
 * The browser offline with user 1 signed in, as the shell sets it up: changes wait in that
 * user's queue; `backOnline` sends it, after which the reads it touched follow the server once
 * `followServer` has been given the page's query client (the shell's queue listeners).
 */
export async function goOffline() {
  await offlineChanges.setUser(1);
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return {
    followServer(client: QueryClient) {
      offlineChanges.listen({
        onRefused: ignore,
        onSettled: (paths) => void refreshAfterChange(client, ...paths),
      });
    },
    async backOnline() {
      onLine.mockReturnValue(true);
      await act(() => offlineChanges.replay());
    },
    async restore() {
      onLine.mockRestore();
      offlineChanges.listen({ onRefused: ignore, onSettled: ignore });
      await offlineChanges.clear(1);
      await offlineChanges.setUser(null);
    },
  };
}

export const queuedCount = () => offlineChanges.pendingCount();
