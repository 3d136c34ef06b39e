/** Chromium's install event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

let offer: BeforeInstallPromptEvent | null = null;
let listening = false;
const subscribers = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next;
  for (const subscriber of subscribers) subscriber();
}

/**
 * Keeps the browser's install offer from the moment the page loads. The browser makes it once per
 * page, and on the prerendered landing page the app (and its install card) may start later.
 */
export function listenForInstallOffer(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

/** For useSyncExternalStore: the offer the browser has made, if it still stands. */
export function subscribeToInstallOffer(subscriber: () => void): () => void {
  listenForInstallOffer();
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export function currentInstallOffer(): BeforeInstallPromptEvent | null {
  return offer;
}

/** The offer has been answered (installed or declined): the card goes. */
export function withdrawInstallOffer(): void {
  setOffer(null);
}
