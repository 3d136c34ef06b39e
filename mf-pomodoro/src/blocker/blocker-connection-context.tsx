import { createContext, useContext, type ReactNode } from 'react';
import { useBlockerConnection } from './use-blocker-connection';

type BlockerConnection = ReturnType<typeof useBlockerConnection>;

const ConnectionContext = createContext<BlockerConnection | null>(null);
/** Whether a connected extension blocks in every tab: all that the rest of the page depends on. */
const BlockingEverywhereContext = createContext(false);

/**
 * The blocker extension's connection, for the page inside. Its state lives here, above the page,
 * so that a change draws again only what shows it: the page's first answer (no extension heard
 * of, 1.5 s after it opens) drew the whole page again, every card, for a word on one of them.
 */
export function BlockerConnectionProvider({ children }: { children: ReactNode }) {
  const connection = useBlockerConnection();
  return (
    <ConnectionContext.Provider value={connection}>
      <BlockingEverywhereContext.Provider value={connection.status === 'connected'}>
        {children}
      </BlockingEverywhereContext.Provider>
    </ConnectionContext.Provider>
  );
}

/** The connection: its status, its error, connecting, and asking again after a disconnect. */
export function useBlocker(): BlockerConnection {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useBlocker is used outside BlockerConnectionProvider');
  return connection;
}

export const useBlockingEverywhere = () => useContext(BlockingEverywhereContext);
