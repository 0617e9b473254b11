import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SocketMessage } from '../../shared/socket';
import { applyToCache } from './live-cache';
import { removeById, upsertById } from './live-updates';
import { useLiveChannel } from './useLiveChannel';
import { useLiveQuery } from './useLiveQuery';

export type LiveListOptions<T> = {
  queryKey: QueryKey;
  queryFn: (signal: AbortSignal) => Promise<readonly T[]>;
  /** The channel whose messages change the list; null listens to nothing. */
  channelPath: string | null;
  /** A message applied to the list (client/data/live-updates.ts). */
  applyMessage: (list: readonly T[], message: SocketMessage) => readonly T[];
  /** Also told of every message, e.g. to drop other cached lists the message may concern. */
  onMessage?: (message: SocketMessage) => void;
};

/**
 * The common case of useLiveQuery: a list kept current by the messages of one channel. `update`
 * applies a local change (the answer of the user's own write) to the cached list; `upsert` and
 * `remove` are the usual ones, a saved item in place of its old self (or added), a deleted one gone.
 */
export function useLiveList<T extends { id: number }>({
  queryKey,
  queryFn,
  channelPath,
  applyMessage,
  onMessage,
}: LiveListOptions<T>) {
  const queryClient = useQueryClient();
  const channel = useLiveChannel(channelPath, (message) => {
    applyToCache(queryClient, queryKey, (list: readonly T[]) => applyMessage(list, message));
    onMessage?.(message);
  });
  const query = useLiveQuery({ queryKey, queryFn, channel });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's contents, not its identity, name the entry
  const update = useCallback(
    (change: (list: readonly T[]) => readonly T[]) => applyToCache(queryClient, queryKey, change),
    [queryClient, JSON.stringify(queryKey)],
  );
  const upsert = useCallback((item: T) => update((list) => upsertById(list, item)), [update]);
  const remove = useCallback((id: number) => update((list) => removeById(list, id)), [update]);
  return { query, update, upsert, remove };
}
