import { ANCHORS } from './anchors';
import type { LandingMessageId } from './use-text';

/** The header's in-page entries: About and Features both lead to #features. */
export const NAV_ITEMS: readonly { label: LandingMessageId; anchor: string }[] = [
  { label: 'landing.nav.home', anchor: ANCHORS.home },
  { label: 'landing.nav.about', anchor: ANCHORS.features },
  { label: 'landing.nav.features', anchor: ANCHORS.features },
  { label: 'landing.nav.pricing', anchor: ANCHORS.pricing },
];
