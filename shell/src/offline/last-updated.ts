/** When the data on screen last came from the server, for the offline banner. */
let fetchedAt: number | undefined;
const subscribers = new Set<() => void>();

export const lastUpdated = {
  get: () => fetchedAt,
  set(next: number) {
    if (next <= (fetchedAt ?? 0)) return;
    fetchedAt = next;
    subscribers.forEach((subscriber) => subscriber());
  },
  subscribe(subscriber: () => void): () => void {
    subscribers.add(subscriber);
    return () => subscribers.delete(subscriber);
  },
};
