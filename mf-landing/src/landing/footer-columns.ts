import { ANCHORS } from './anchors';
import type { LandingMessageId } from './use-text';

/** A link whose page does not exist yet (a placeholder) goes nowhere: href="#". */
const PLACEHOLDER = '';

export const FOOTER_COLUMNS: readonly {
  title: LandingMessageId;
  links: readonly { label: LandingMessageId; anchor: string }[];
}[] = [
  {
    title: 'landing.footer.product',
    links: [
      { label: 'landing.footer.features', anchor: ANCHORS.features },
      { label: 'landing.footer.howItWorks', anchor: ANCHORS.howItWorks },
      { label: 'landing.footer.freeTrial', anchor: ANCHORS.pricing },
    ],
  },
  {
    title: 'landing.footer.company',
    links: [
      { label: 'landing.footer.about', anchor: ANCHORS.features },
      { label: 'landing.footer.testimonials', anchor: ANCHORS.testimonials },
      { label: 'landing.footer.careers', anchor: PLACEHOLDER },
    ],
  },
  {
    title: 'landing.footer.support',
    links: [
      { label: 'landing.footer.help', anchor: PLACEHOLDER },
      { label: 'landing.footer.contact', anchor: PLACEHOLDER },
      { label: 'landing.footer.privacy', anchor: PLACEHOLDER },
    ],
  },
];
