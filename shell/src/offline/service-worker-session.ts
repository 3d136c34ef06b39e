/**
 * Tells the service worker whether someone is signed in, so that opening `/` offline gives the
 * signed-in app or, to a visitor, the landing page it last saw.
 */
export function tellServiceWorkerSignedIn(signedIn: boolean): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'session', signedIn });
}
