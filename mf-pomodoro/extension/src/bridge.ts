/// <reference types="chrome" />
import {
  PAGE_CHANNEL,
  type BackgroundRequest,
  type PageAnswer,
  type PageRequest,
  type StatusAnswer,
} from './messages';

/**
 * The content script on every http(s) page: it reads nothing of the page, and only answers the
 * app's own window messages on PAGE_CHANNEL, so the Pomodoro page can tell that the blocker is
 * installed and hand it a pairing code. The background decides the origin from this page's
 * address, not from anything the page says.
 */
function answer(status: StatusAnswer): void {
  const message: PageAnswer = { channel: PAGE_CHANNEL, type: 'status', ...status };
  window.postMessage(message, window.location.origin);
}

async function ask(request: BackgroundRequest): Promise<void> {
  answer((await chrome.runtime.sendMessage(request)) as StatusAnswer);
}

window.addEventListener('message', (event: MessageEvent<PageRequest>) => {
  if (event.source !== window || event.data?.channel !== PAGE_CHANNEL) return;
  const origin = window.location.origin;
  if (event.data.type === 'hello') void ask({ type: 'status', origin });
  if (event.data.type === 'connect' && typeof event.data.code === 'string') {
    void ask({ type: 'connect', origin, code: event.data.code });
  }
});

// A page that asked before this script ran hears of the blocker anyway.
void ask({ type: 'status', origin: window.location.origin });
