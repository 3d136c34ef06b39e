/**
 * How the user's last-known answers are kept in IndexedDB (offlineStore): each answer under its
 * own key, `queries:<user id>:<query hash>`, so that a change writes that answer alone.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { mapInSlices } from '@ps/web/answer-preparations';
import { offlineStore } from '@ps/web/offline/idb-store';

export type DehydratedQuery = DehydratedState['queries'][number];

/**
 * One of the user's last-known answers, kept in IndexedDB under its own key: a change to one
 * answer writes that answer alone. Kept as one record of every answer, each write cloned the
 * whole cache twice on the page's thread (read back, then written), a year of check-ins (about
 * 850 KB) each time, several times while a page loaded.
 */
export interface KeptQuery {
  /** When the newest answer kept at that moment came from the server (ms since the epoch). */
  fetchedAt: number;
  /** The query as dehydrated, its answer taken out into `answerJson`. */
  query: DehydratedQuery;
  /**
   * The answer as JSON text, written a slice at a time with the page free between slices
   * (answerAsJson): IndexedDB copies a string at once, where it copied a year of check-ins as
   * objects in one block of the page's thread (20 ms on a fast desktop, several times that on a
   * phone).
   */
  answerJson: string;
}

/** Every answer of the user as one record: how an earlier version kept them, still read back. */
interface KeptQueriesOfEarlierVersion {
  fetchedAt: number;
  state: DehydratedState;
}

const earlierVersionKey = (userId: number) => `queries:${userId}`;
const keptQueryPrefix = (userId: number) => `queries:${userId}:`;

function isKeptQuery(value: unknown): value is KeptQuery {
  return (
    typeof value === 'object' &&
    value !== null &&
    'query' in value &&
    'fetchedAt' in value &&
    typeof (value as KeptQuery).answerJson === 'string'
  );
}

/** The query as kept, its answer as JSON text (a list's items a slice at a time). */
export async function toKeep(query: DehydratedQuery, fetchedAt: number): Promise<KeptQuery> {
  const { data, ...state } = query.state;
  return {
    fetchedAt,
    query: { ...query, state: { ...state, data: undefined } },
    answerJson: await answerAsJson(data),
  };
}

async function answerAsJson(answer: unknown): Promise<string> {
  if (!Array.isArray(answer)) return JSON.stringify(answer) ?? 'null';
  const items = await mapInSlices(answer as unknown[], (item) => JSON.stringify(item) ?? 'null');
  return `[${items!.join(',')}]`;
}

function keptAnswer({ query, answerJson }: KeptQuery): DehydratedQuery {
  return { ...query, state: { ...query.state, data: JSON.parse(answerJson) as unknown } };
}

function isOfEarlierVersion(value: unknown): value is KeptQueriesOfEarlierVersion {
  return typeof value === 'object' && value !== null && 'state' in value && 'fetchedAt' in value;
}

/** The user's kept answers, those of an earlier version's single record first. */
export async function keptQueriesOf(
  userId: number,
): Promise<{ fetchedAt: number; query: DehydratedQuery }[]> {
  const prefix = keptQueryPrefix(userId);
  const keys = (await offlineStore.keys()).filter((key) => key.startsWith(prefix));
  const [earlier, ...kept] = await Promise.all([
    offlineStore.get(earlierVersionKey(userId)),
    ...keys.map((key) => offlineStore.get(key)),
  ]);
  const ofEarlierVersion = isOfEarlierVersion(earlier)
    ? earlier.state.queries.map((query) => ({ fetchedAt: earlier.fetchedAt, query }))
    : [];
  return [
    ...ofEarlierVersion,
    ...kept.filter(isKeptQuery).map((record) => ({
      fetchedAt: record.fetchedAt,
      query: keptAnswer(record),
    })),
  ];
}

/** Writes one answer of the user's (toKeep), in place of the one kept before. */
export async function keepAnswer(userId: number, kept: KeptQuery): Promise<void> {
  await offlineStore.set(`${keptQueryPrefix(userId)}${kept.query.queryHash}`, kept);
}
