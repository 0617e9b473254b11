import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

type Change<T> = (data: T) => T;

/** Per cache and per key: the changes received during each fetch still under way. */
const changesDuringFetches = new WeakMap<QueryClient, Map<string, Set<Change<unknown>[]>>>();

function fetchesOf(client: QueryClient, queryKey: QueryKey): Set<Change<unknown>[]> {
  let byKey = changesDuringFetches.get(client);
  if (!byKey) {
    byKey = new Map();
    changesDuringFetches.set(client, byKey);
  }
  const hash = hashKey(queryKey);
  let fetches = byKey.get(hash);
  if (!fetches) {
    fetches = new Set();
    byKey.set(hash, fetches);
  }
  return fetches;
}

/**
 * Runs the fetch of `queryKey`'s answer so that no live change is lost to it. The server took its
 * snapshot at some moment while the fetch was under way, so a message received meanwhile may be
 * missing from the answer: every change applied with `applyToCache` during the fetch is applied
 * again to the answer (changes are keyed by id, so one the answer already holds changes nothing).
 */
export async function fetchKeepingChanges<T>(
  client: QueryClient,
  queryKey: QueryKey,
  fetch: () => Promise<T>,
): Promise<T> {
  const fetches = fetchesOf(client, queryKey);
  const received: Change<unknown>[] = [];
  fetches.add(received);
  try {
    const answer = await fetch();
    return received.reduce<T>((data, change) => change(data) as T, answer);
  } finally {
    fetches.delete(received);
  }
}

/**
 * Applies a live change (a socket message, or the answer of the user's own write) to the cached
 * answer of `queryKey`, and to the answer of any fetch of it still under way.
 */
export function applyToCache<T>(client: QueryClient, queryKey: QueryKey, change: Change<T>): void {
  for (const received of fetchesOf(client, queryKey)) received.push(change as Change<unknown>);
  client.setQueryData<T>(queryKey, (data) => (data === undefined ? undefined : change(data)));
}

/**
 * For a message that makes the answer of `queryKey` out of date as a whole: fetches it again. A
 * fetch under way is cancelled first, the first one included (the cache would otherwise wait for
 * it, and its answer may predate the message).
 */
export async function refetchAfterMessage(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey, exact: true });
  await client.refetchQueries({ queryKey, exact: true });
}
