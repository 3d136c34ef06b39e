/**
 * The attribute the gateway marks a prerendered landing page with, as @ps/contracts names it
 * (PRERENDERED_LANDING_ATTRIBUTE; a test keeps the two equal). Written out here because the page's
 * entry may import no shared module: those are negotiated only after the entry has run.
 */
export const LANDING_MARK = 'data-prerendered-landing';

/**
 * Whether #root holds the landing page prerendered for a visitor, whose app starts only when
 * they reach for a control. A signed-in page's prerendered first view is not one: its app starts
 * at once and draws the same page over it.
 */
export function holdsPrerenderedLanding(root: HTMLElement | null): boolean {
  return root?.querySelector(`[${LANDING_MARK}]`) != null;
}
