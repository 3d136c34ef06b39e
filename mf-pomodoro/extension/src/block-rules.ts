import { isBlockedHost, isValidSite, MAX_BLOCKED_SITES } from '@ps/contracts/blocked-sites';
import type { FocusView } from '@ps/contracts/focus';

/** The subset of a declarativeNetRequest rule this blocker writes (the same in Chromium and Firefox). */
export interface BlockRule {
  id: number;
  priority: number;
  action: { type: 'redirect'; redirect: { regexSubstitution: string } };
  condition: { requestDomains: string[]; regexFilter: string; resourceTypes: ['main_frame'] };
}

/** Whether blocking holds at `now` (server time): a work run still running with blocking on. */
export function blockingAt(view: FocusView | undefined, now: number): view is FocusView {
  return Boolean(view?.blocking && view.endsAt && Date.parse(view.endsAt) > now);
}

/** The blocked sites a pass has opened until a later instant. */
export function openedSites(view: FocusView, now: number): string[] {
  return view.allowances.filter((pass) => Date.parse(pass.until) > now).map((pass) => pass.site);
}

/**
 * One rule a blocked site: a page of the site or any subdomain (`requestDomains` matches both)
 * opened in a tab is sent to the extension's blocked page, which gets the address it replaced
 * after '#', so it can go back there when blocking lifts. Only the top frame is redirected, and
 * no page content is read. Rule ids run from 1; a site that is not a host name is left out.
 */
export function blockRules(
  view: FocusView | undefined,
  now: number,
  blockedPage: string,
): BlockRule[] {
  if (!blockingAt(view, now)) return [];
  const opened = new Set(openedSites(view, now));
  return view.blockedSites
    .filter((site) => isValidSite(site) && !opened.has(site))
    .slice(0, MAX_BLOCKED_SITES)
    .map((site, index) => ({
      id: index + 1,
      priority: 1,
      action: { type: 'redirect', redirect: { regexSubstitution: `${blockedPage}#\\0` } },
      condition: { requestDomains: [site], regexFilter: '^.*$', resourceTypes: ['main_frame'] },
    }));
}

/** A rule as the browser lists it back: only its id and its sites matter here. */
export interface WrittenRule {
  id: number;
  condition: { requestDomains?: string[] };
}

/** The ids of the written rules whose site the next rules no longer block. */
export function liftedRuleIds(
  written: readonly WrittenRule[],
  next: readonly WrittenRule[],
): number[] {
  const stillBlocked = new Set(next.flatMap((rule) => rule.condition.requestDomains ?? []));
  return written
    .filter((rule) => !(rule.condition.requestDomains ?? []).some((site) => stillBlocked.has(site)))
    .map((rule) => rule.id);
}

/** Whether a tab at `url` should show the blocked page now. */
export function isBlockedUrl(view: FocusView | undefined, url: string, now: number): boolean {
  if (!blockingAt(view, now)) return false;
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    host = parsed.hostname;
  } catch {
    return false;
  }
  const opened = openedSites(view, now);
  return isBlockedHost(host, view.blockedSites) && !isBlockedHost(host, opened);
}

/** The next instant the rules change by themselves: the run's end or a pass running out. */
export function nextChangeAt(view: FocusView | undefined, now: number): number | undefined {
  if (!blockingAt(view, now)) return undefined;
  const instants = [
    Date.parse(view.endsAt!),
    ...view.allowances.map((pass) => Date.parse(pass.until)),
  ];
  const later = instants.filter((instant) => instant > now);
  return later.length ? Math.min(...later) : undefined;
}
