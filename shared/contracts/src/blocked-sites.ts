/**
 * Blocked sites are host names such as 'x.com'. /focus-blocker.js cannot import this module,
 * so it repeats isBlockedHost in a few lines; both are tested against the same table
 * (shared/contracts/test/blocked-host-cases.ts).
 */

/** 'https://www.Example.com/path?q' → 'example.com'; blank input stays ''. */
export function normaliseSite(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

/** A site list longer than this is refused: each site costs the blocker one rule. */
export const MAX_BLOCKED_SITES = 100;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A site the blocker can match: a host name (letters, digits and inner hyphens, 63 characters a
 * label, 253 in all), such as 'example.com' or an intranet's 'wiki'. International names arrive
 * in their punycode form ('xn--…'), which is what browsers match against. An all-digit last label
 * would be an IP address, which is not a site name.
 */
export function isValidSite(site: string): boolean {
  const labels = site.split('.');
  return (
    site.length <= 253 &&
    labels.every((label) => LABEL.test(label)) &&
    !/^[0-9]+$/.test(labels[labels.length - 1]!)
  );
}

/** The list with the site added; blank entries and sites already listed are ignored. */
export function addSite(list: readonly string[], input: string): string[] {
  const site = normaliseSite(input);
  if (!site || list.includes(site)) return [...list];
  return [...list, site];
}

export function removeSite(list: readonly string[], site: string): string[] {
  return list.filter((entry) => entry !== site);
}

/** A site blocks its own host and every subdomain: 'x.com' blocks 'm.x.com', not 'netflix.com'. */
export function isBlockedHost(host: string, sites: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return sites.some((site) => {
    const blocked = normaliseSite(site);
    return blocked !== '' && (name === blocked || name.endsWith(`.${blocked}`));
  });
}
