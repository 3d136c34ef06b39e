import { runChunkModulesInTheirOwnTask } from './app/chunk-run-order';
import { holdsPrerenderedLanding } from './app/prerendered-landing';
import { startOnIntent } from './app/start-on-intent';
import { listenForInstallOffer } from './pwa/install-offer';
import { registerServiceWorker } from './pwa/register-service-worker';

// #root holds a page when the gateway sent one prerendered: the landing page to a visitor, or a
// signed-in page's first view to its user (the app starts at once and draws the same over it).
runChunkModulesInTheirOwnTask();
const prerendered = holdsPrerenderedLanding(document.getElementById('root'));

// The async boundary Module Federation needs: shared modules are negotiated before any of them is
// imported. Nothing above imports one.
const startApp = () =>
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ start }) =>
    start(prerendered),
  );

// Reading the prerendered page, scrolling it and following its links need no script, so the app
// (React, MUI and the rest: most of the page's JavaScript and start-up time) comes when the
// visitor reaches for a control, not on every visit.
if (prerendered) {
  startOnIntent(document, startApp);
} else {
  startApp();
}
listenForInstallOffer();
registerServiceWorker();
