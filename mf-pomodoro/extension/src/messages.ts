/**
 * What the parts of the extension say to each other: the bridge (a content script) and the
 * blocked page talk to the background with runtime messages. The device token never leaves the
 * background. The page's side of the bridge is in @ps/contracts/blocker.
 */

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
