/** Chromium's install event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

let offer: BeforeInstallPromptEvent | null = null;
/** Whether the person has used the page yet (a touch, a click, a key) since it loaded. */
let engaged = false;
let listening = false;
const subscribers = new Set<() => void>();

function notify() {
  for (const subscriber of subscribers) subscriber();
}

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next;
  notify();
}

const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * The card is offered once the person has started using the page, never as it loads: a prompt
 * over a page one has not looked at yet is in the way (and, in a phone's first seconds, it was
 * the largest thing painted, drawn after everything else).
 */
function listenForEngagement(): void {
  const onEngaged = () => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngaged, true);
    engaged = true;
    notify();
  };
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, onEngaged, true);
}

/**
 * Keeps the browser's install offer from the moment the page loads. The browser makes it once per
 * page, and on the prerendered landing page the app (and its install card) may start later.
 */
export function listenForInstallOffer(): void {
  if (listening) return;
  listening = true;
  listenForEngagement();
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

/** For useSyncExternalStore: the offer the browser has made, if it still stands and is due. */
export function subscribeToInstallOffer(subscriber: () => void): () => void {
  listenForInstallOffer();
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export function currentInstallOffer(): BeforeInstallPromptEvent | null {
  return engaged ? offer : null;
}

/** The offer has been answered (installed or declined): the card goes. */
export function withdrawInstallOffer(): void {
  setOffer(null);
}
