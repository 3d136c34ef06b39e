/**
 * A value kept in localStorage under one key, readable with useSyncExternalStore. Reads go to
 * storage every time (cached by the raw text), so a change made by another tab is seen at the
 * next render; the `storage` event makes that render happen at once.
 */
export interface PersistentStore<T> {
  get(): T;
  set(value: T): void;
  update(change: (value: T) => T): void;
  subscribe(listener: () => void): () => void;
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** False when storage is full or switched off (some private windows). */
export function writeStorage(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function createPersistentStore<T>(
  key: string,
  parse: (stored: unknown) => T,
): PersistentStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T;
  /** Set when storage refused a write: this tab then keeps the value in memory only. */
  let memoryRaw: string | null = null;

  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  const store: PersistentStore<T> = {
    get() {
      const raw = memoryRaw ?? readStorage(key);
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cachedValue = parse(parseJson(raw));
      }
      return cachedValue;
    },
    set(value) {
      const raw = JSON.stringify(value);
      memoryRaw = writeStorage(key, raw) ? null : raw;
      notify();
    },
    update(change) {
      store.set(change(store.get()));
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
  return store;
}
