/**
 * What the parts of the extension say to each other. The app's page talks to the bridge (a
 * content script) with window.postMessage; the bridge and the blocked page talk to the
 * background with runtime messages. The device token never leaves the background.
 */

/** Tags every window message of this protocol, both ways. */
export const PAGE_CHANNEL = 'productivity-suite-blocker';

/** From the app's page to the bridge. */
export type PageRequest =
  | { channel: typeof PAGE_CHANNEL; type: 'hello' }
  | {
      channel: typeof PAGE_CHANNEL;
      type: 'connect';
      code: string;
    };

/** From the bridge to the app's page. */
export interface PageAnswer {
  channel: typeof PAGE_CHANNEL;
  type: 'status';
  /** Connected to this very origin. */
  connected: boolean;
  /** Why a connect failed, when it did. */
  error?: string;
}

/** Runtime messages to the background. */
export type BackgroundRequest =
  | { type: 'status'; origin: string }
  | { type: 'connect'; origin: string; code: string }
  | { type: 'pass'; site: string };

export interface StatusAnswer {
  connected: boolean;
  error?: string;
}

export interface PassAnswer {
  ok: boolean;
  /** The API's error code when refused (passesUsedUp, siteNotBlocked…). */
  code?: string;
  params?: Record<string, string | number>;
}
