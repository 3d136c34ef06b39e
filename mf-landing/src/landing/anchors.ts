/** The in-page anchors the navigation and the footer point at. */
export const ANCHORS = {
  home: 'home',
  main: 'main-content',
  features: 'features',
  howItWorks: 'how-it-works',
  testimonials: 'testimonials',
  pricing: 'pricing',
} as const;

export const LOGIN_PATH = '/login';

/** Keeps anchored sections clear of the sticky header when the browser jumps to them. */
export const HEADER_HEIGHT_PX = 64;
export const anchorOffset = { scrollMarginBlockStart: `${HEADER_HEIGHT_PX + 8}px` } as const;
