import { BoundedMap } from '../src/bounded-map';
import {
  canonicalTimeZone,
  dateCacheSizes,
  localDate,
  localDayBounds,
  todayIn,
} from '../src/dates';

/** Each letter of `text` upper- or lower-cased by the bits of `n`: 2^k distinct spellings. */
function spelling(text: string, n: number): string {
  return [...text]
    .map((c, i) => ((n >> (i % 30)) & 1 ? c.toUpperCase() : c.toLowerCase()))
    .join('');
}

describe('time zones by their canonical name', () => {
  it('resolves any letter case of a zone to the one IANA name', () => {
    expect(canonicalTimeZone('europe/PARIS')).toBe('Europe/Paris');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    const names = new Set(
      Array.from({ length: 200 }, (_, n) =>
        canonicalTimeZone(spelling('America/Argentina/ComodRivadavia', n + 1)),
      ),
    );
    expect(names.size).toBe(1);
    expect([...names][0]).toMatch(/^America\//);
  });

  it('refuses what is not a zone, however long', () => {
    for (const zone of ['', 'Mars/Olympus', '+05:30', '../../etc/passwd', 'x'.repeat(5000)]) {
      expect(canonicalTimeZone(zone)).toBeUndefined();
    }
  });

  it('keeps every date cache within its bound under thousands of spellings', () => {
    const at = new Date('2026-03-29T12:00:00Z');
    const expected = localDate(at, 'America/Argentina/ComodRivadavia');
    for (let n = 1; n <= 5000; n += 1) {
      const zone = spelling('America/Argentina/ComodRivadavia', n);
      expect(todayIn(zone, at)).toBe(expected);
      localDayBounds('2026-03-29', zone);
    }
    const sizes = dateCacheSizes();
    expect(sizes.zones).toBeLessThanOrEqual(1_000);
    // Every spelling shared one formatter and one cached day start.
    expect(sizes.formatters).toBeLessThanOrEqual(3);
    expect(sizes.dayStarts).toBeLessThanOrEqual(3);
  });
});

describe('BoundedMap', () => {
  it('drops the least recently used key beyond its size', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    map.get('a');
    map.set('c', 3);
    expect([map.has('a'), map.has('b'), map.has('c')]).toEqual([true, false, true]);
    expect(map.size).toBe(2);
    expect(map.getOrCreate('d', () => 4)).toBe(4);
    expect(map.size).toBe(2);
  });
});
