import { startTransition, useCallback, useEffect, useState } from 'react';
import { API } from '@ps/contracts/api';
import {
  BLOCKER_PAGE_CHANNEL,
  pairingSchema,
  type BlockerPageAnswer,
  type BlockerPageRequest,
} from '@ps/contracts/blocker';
import { apiJson } from '@ps/web/api';

/**
 * absent: no extension answered; available: installed, not tied to this app; connecting: a code
 * is on its way; connected: blocking follows this account in every tab.
 */
export type BlockerStatus = 'checking' | 'absent' | 'available' | 'connecting' | 'connected';

/** How long an installed extension takes at most to answer the page's hello. */
const ANSWER_WAIT_MS = 1500;

function tellExtension(request: BlockerPageRequest): void {
  window.postMessage(request, window.location.origin);
}

function isAnswer(data: unknown): data is BlockerPageAnswer {
  const answer = data as Partial<BlockerPageAnswer> | null;
  return answer?.channel === BLOCKER_PAGE_CHANNEL && answer.type === 'status';
}

/**
 * The blocker extension as this page sees it, through its content script's window messages.
 * Connecting asks the server for a one-time code and hands only that code to the extension.
 */
export function useBlockerConnection() {
  const [status, setStatus] = useState<BlockerStatus>('checking');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    // Not urgent: the page is drawn again around the answer in steps the browser can interleave
    // with taps and paints, where an ordinary update would hold it for the whole drawing.
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window || !isAnswer(event.data)) return;
      const { connected, error: failure } = event.data;
      startTransition(() => {
        setStatus(connected ? 'connected' : 'available');
        setError(failure);
      });
    };
    window.addEventListener('message', onMessage);
    // Said in a task of its own: posting a message can hold the page's thread a millisecond or
    // two, and on the page's first drawing this effect runs in the task that commits the page.
    const hello = window.setTimeout(() =>
      tellExtension({ channel: BLOCKER_PAGE_CHANNEL, type: 'hello' }),
    );
    const giveUp = window.setTimeout(
      () =>
        startTransition(() =>
          setStatus((current) => (current === 'checking' ? 'absent' : current)),
        ),
      ANSWER_WAIT_MS,
    );
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(hello);
      window.clearTimeout(giveUp);
    };
  }, []);

  const connect = useCallback(async () => {
    setStatus('connecting');
    setError(undefined);
    try {
      const pairing = pairingSchema.parse(await apiJson('POST', API.blockerPairings));
      tellExtension({ channel: BLOCKER_PAGE_CHANNEL, type: 'connect', code: pairing.code });
    } catch (failure) {
      setStatus('available');
      setError((failure as Error).message);
    }
  }, []);

  /** Asks again after a change elsewhere (a disconnect): the extension answers with its state. */
  const recheck = useCallback(() => {
    window.setTimeout(() => tellExtension({ channel: BLOCKER_PAGE_CHANNEL, type: 'hello' }), 1500);
  }, []);

  return { status, error, connect, recheck };
}
