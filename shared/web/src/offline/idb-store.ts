/** A place to keep values by key across visits: IndexedDB in the browser, a Map in tests. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

const DATABASE = 'ps-offline';
const STORE = 'values';

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
  });
  return opened;
}

async function inStore<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const store = (await database()).transaction(STORE, mode).objectStore(STORE);
  return new Promise((resolve, reject) => {
    const request = act(store);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The browser's IndexedDB as a key-value store (values are structured clones). */
export const indexedDbStore: KeyValueStore = {
  get: (key) => inStore('readonly', (store) => store.get(key)),
  set: async (key, value) => void (await inStore('readwrite', (store) => store.put(value, key))),
  delete: async (key) => void (await inStore('readwrite', (store) => store.delete(key))),
  keys: async () =>
    (await inStore('readonly', (store) => store.getAllKeys())).map((key) => String(key)),
};

/** The same store over a Map, for JSON values: for tests, and where IndexedDB is missing. */
export function memoryStore(): KeyValueStore {
  // Kept as JSON text, so a caller never shares an object with the store (as with IndexedDB).
  const values = new Map<string, string>();
  return {
    get: async (key) => {
      const text = values.get(key);
      return text === undefined ? undefined : (JSON.parse(text) as unknown);
    },
    set: async (key, value) => void values.set(key, JSON.stringify(value)),
    delete: async (key) => void values.delete(key),
    keys: async () => [...values.keys()],
  };
}

/** Where the app keeps data for offline use: IndexedDB, or memory where there is none (jsdom). */
export const offlineStore: KeyValueStore =
  typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore;
