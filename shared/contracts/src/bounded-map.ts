/**
 * A Map that never holds more than `maxSize` entries: setting a new key when full drops the
 * least recently used one. Every cache or counter a process keys on request input is one of
 * these, so no stream of distinct inputs can grow memory without bound.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly maxSize: number) {
    if (!(maxSize >= 1)) throw new RangeError('maxSize must be at least 1');
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Re-inserting moves the key to the end: Map iterates in insertion order.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxSize) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  /** The cached value of `key`, computed and stored on a miss. */
  getOrCreate(key: K, create: () => V): V {
    const found = this.get(key);
    if (found !== undefined) return found;
    const value = create();
    this.set(key, value);
    return value;
  }
}
