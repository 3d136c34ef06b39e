import type { FocusView } from '@ps/contracts/focus';
import {
  blockRules,
  isBlockedUrl,
  liftedRuleIds,
  nextChangeAt,
} from '../../extension/src/block-rules';
import { runningView } from '../focus-view-fixture';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const PAGE = 'chrome-extension://abc/blocked.html';

const view = (overrides: Partial<FocusView> = {}) => runningView(NOW, overrides);

describe('the blocker rules', () => {
  it('redirects the top frame of each blocked site and its subdomains to the blocked page', () => {
    expect(blockRules(view(), NOW, PAGE)).toEqual([
      {
        id: 1,
        priority: 1,
        action: { type: 'redirect', redirect: { regexSubstitution: `${PAGE}#\\0` } },
        condition: {
          requestDomains: ['distract.test'],
          regexFilter: '^.*$',
          resourceTypes: ['main_frame'],
        },
      },
      expect.objectContaining({
        id: 2,
        condition: expect.objectContaining({ requestDomains: ['facebook.com'] }),
      }),
    ]);
  });

  it('writes none while blocking is off, paused, on a break or past the end', () => {
    expect(blockRules(undefined, NOW, PAGE)).toEqual([]);
    expect(blockRules(view({ blocking: false }), NOW, PAGE)).toEqual([]);
    expect(blockRules(view({ state: 'paused', blocking: false, endsAt: null }), NOW, PAGE)).toEqual(
      [],
    );
    expect(blockRules(view(), NOW + 20 * 60_000, PAGE)).toEqual([]);
  });

  it('leaves out a site a pass has opened, until the pass runs out', () => {
    const opened = view({
      allowances: [{ site: 'facebook.com', until: new Date(NOW + 5 * 60_000).toISOString() }],
    });
    expect(blockRules(opened, NOW, PAGE).map((rule) => rule.condition.requestDomains)).toEqual([
      ['distract.test'],
    ]);
    expect(blockRules(opened, NOW + 5 * 60_000, PAGE)).toHaveLength(2);
  });

  it('refuses entries that are not host names, and never writes more than 100 rules', () => {
    const sites = [
      'ok.test',
      'bad name',
      '*.evil.test',
      '10.0.0.1',
      '',
      ...Array.from({ length: 150 }, (_, i) => `s${i}.test`),
    ];
    const rules = blockRules(view({ blockedSites: sites }), NOW, PAGE);
    expect(rules).toHaveLength(100);
    expect(rules[0]!.condition.requestDomains).toEqual(['ok.test']);
    expect(rules.map((rule) => rule.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });
});

describe('which written rules lift before the blocked pages hear of a new view', () => {
  const written = blockRules(view(), NOW, PAGE);

  it('lifts every rule when blocking ends', () => {
    expect(liftedRuleIds(written, [])).toEqual([1, 2]);
  });

  it('lifts only the site a pass opens; the others stay blocked throughout', () => {
    const withPass = view({
      allowances: [{ site: 'distract.test', until: new Date(NOW + 300_000).toISOString() }],
    });
    const next = blockRules(withPass, NOW, PAGE);
    expect(next.map((rule) => rule.condition.requestDomains)).toEqual([['facebook.com']]);
    expect(liftedRuleIds(written, next)).toEqual([1]);
  });

  it('lifts nothing when blocking starts or carries on', () => {
    expect(liftedRuleIds([], written)).toEqual([]);
    expect(liftedRuleIds(written, written)).toEqual([]);
  });
});

describe('which open tabs switch to the blocked page', () => {
  it.each([
    ['http://distract.test/feed', true],
    ['https://www.distract.test:8443/a?b#c', true],
    ['http://m.facebook.com/', true],
    ['http://notfacebook.com/', false],
    ['http://other.test/', false],
    ['chrome://settings', false],
    ['not a url', false],
  ])('%s → %s', (url, blocked) => {
    expect(isBlockedUrl(view(), url, NOW)).toBe(blocked);
  });
});

it('wakes at the next pass expiry or at the end of the run', () => {
  const passUntil = NOW + 5 * 60_000;
  expect(
    nextChangeAt(
      view({ allowances: [{ site: 'facebook.com', until: new Date(passUntil).toISOString() }] }),
      NOW,
    ),
  ).toBe(passUntil);
  expect(nextChangeAt(view(), NOW)).toBe(NOW + 20 * 60_000);
  expect(nextChangeAt(view({ blocking: false }), NOW)).toBeUndefined();
});
