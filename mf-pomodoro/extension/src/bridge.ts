/// <reference types="chrome" />
import {
  BLOCKER_PAGE_CHANNEL,
  type BlockerPageAnswer,
  type BlockerPageRequest,
} from '@ps/contracts/blocker';
import type { BackgroundRequest, StatusAnswer } from './messages';

/**
 * The content script on every http(s) page: it reads nothing of the page, and only answers the
 * app's own window messages on BLOCKER_PAGE_CHANNEL, so the Pomodoro page can tell that the blocker is
 * installed and hand it a pairing code. The background decides the origin from this page's
 * address, not from anything the page says.
 */
function answer(status: StatusAnswer): void {
  const message: BlockerPageAnswer = { channel: BLOCKER_PAGE_CHANNEL, type: 'status', ...status };
  window.postMessage(message, window.location.origin);
}

async function ask(request: BackgroundRequest): Promise<void> {
  answer((await chrome.runtime.sendMessage(request)) as StatusAnswer);
}

window.addEventListener('message', (event: MessageEvent<BlockerPageRequest>) => {
  if (event.source !== window || event.data?.channel !== BLOCKER_PAGE_CHANNEL) return;
  const origin = window.location.origin;
  if (event.data.type === 'hello') void ask({ type: 'status', origin });
  if (event.data.type === 'connect' && typeof event.data.code === 'string') {
    void ask({ type: 'connect', origin, code: event.data.code });
  }
});

// A page that asked before this script ran hears of the blocker anyway.
void ask({ type: 'status', origin: window.location.origin });
