import { addSite, isBlockedHost, normaliseSite, removeSite } from '../src/blocked-sites';
import { BLOCKED_HOST_CASES } from './blocked-host-cases';

describe('normaliseSite', () => {
  it.each([
    ['  Example.com ', 'example.com'],
    ['https://www.YouTube.com/watch?v=1', 'youtube.com'],
    ['http://m.facebook.com/', 'm.facebook.com'],
    ['www.reddit.com/r/all', 'reddit.com'],
    ['news.ycombinator.com:443', 'news.ycombinator.com'],
    ['x.com#top', 'x.com'],
    ['   ', ''],
  ])('%p → %p', (input, site) => {
    expect(normaliseSite(input)).toBe(site);
  });
});

describe('addSite', () => {
  it('adds a normalised site at the end', () => {
    expect(addSite(['a.com'], ' https://www.B.com/x ')).toEqual(['a.com', 'b.com']);
  });

  it('ignores blank input', () => {
    expect(addSite(['a.com'], '   ')).toEqual(['a.com']);
  });

  it('ignores a site already listed, however it is written', () => {
    expect(addSite(['a.com'], 'WWW.a.com')).toEqual(['a.com']);
  });

  it('does not change the list it was given', () => {
    const list = ['a.com'];
    addSite(list, 'b.com');
    expect(list).toEqual(['a.com']);
  });
});

it('removeSite takes one site out', () => {
  expect(removeSite(['a.com', 'b.com'], 'a.com')).toEqual(['b.com']);
});

describe('isBlockedHost', () => {
  it.each(BLOCKED_HOST_CASES)('$host with $sites → $blocked', ({ host, sites, blocked }) => {
    expect(isBlockedHost(host, sites)).toBe(blocked);
  });
});
