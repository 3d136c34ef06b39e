import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentInstallOffer, subscribeToInstallOffer } from './install-offer';
import { dismissedBefore } from './install-dismissed';

/**
 * The card's code is fetched only once the browser makes an offer: most visits get none (an
 * installed app, a browser that never offers), and every page's first load would carry it.
 */
const InstallCard = lazy(() => import('./InstallCard'));

/**
 * When the browser offers installation, a small card says 'Get quick access to your
 * productivity tools' with Install and Not now; Not now is remembered.
 */
export function InstallPrompt() {
  const offer = useSyncExternalStore(subscribeToInstallOffer, currentInstallOffer, noOffer);
  if (!offer || dismissedBefore()) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard offer={offer} />
    </Suspense>
  );
}

function noOffer() {
  return null;
}
