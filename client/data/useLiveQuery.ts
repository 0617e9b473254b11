import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchKeepingChanges } from './live-cache';
import type { ChannelStatus } from './useChannel';
import type { LiveChannel } from './useLiveChannel';

export type LiveQueryOptions<T> = {
  queryKey: QueryKey;
  /** Fetches the whole answer, e.g. `(signal) => api.call('listHomework', { signal })`. */
  queryFn: (signal: AbortSignal) => Promise<T>;
  /** The channel whose messages keep this answer current (client/data/useLiveChannel.ts). */
  channel: LiveChannel;
  /** False while what the query needs (say, the student's batch) is still unknown. */
  enabled?: boolean;
};

/**
 * A server answer kept current by a channel, fetched once on load and never missing a message.
 *
 * A channel delivers only what is sent while it is open. So the first fetch waits until the channel
 * listens (or has failed to, and will retry): an answer fetched earlier could miss a message sent
 * before the socket listened, and fetching both before and after the open would fetch twice.
 * Messages received while that fetch is under way are applied again to
 * its answer (`fetchKeepingChanges`). Each later (re)open refetches whatever was fetched before
 * it, a cached answer from an earlier visit included, since messages sent meanwhile were lost.
 */
export function useLiveQuery<T>({ queryKey, queryFn, channel, enabled = true }: LiveQueryOptions<T>) {
  const client = useQueryClient();
  const listensOn = channel.status;

  // How many times the channel has opened, counted in render (idempotent: only on a change of
  // status, so a repeated render counts nothing) so that a fetch started in the same commit as an
  // open, whichever effect runs first, records the open it follows.
  const opens = useRef(0);
  const lastStatus = useRef<ChannelStatus | null>(null);
  if (listensOn !== lastStatus.current) {
    if (listensOn === 'open') opens.current += 1;
    lastStatus.current = listensOn;
  }
  /** The opens counted when this screen's latest fetch started; null before its first. */
  const opensAtFetch = useRef<number | null>(null);

  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => {
      opensAtFetch.current = opens.current;
      return fetchKeepingChanges(client, queryKey, () => queryFn(signal));
    },
    enabled: enabled && listensOn !== 'connecting',
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of the channel's status, with the key of that render
  useEffect(() => {
    if (listensOn !== 'open') return;
    const cached = client.getQueryCache().find({ queryKey, exact: true });
    if (!cached) return;
    const hasOrAwaitsAnswer = cached.state.data !== undefined || cached.state.fetchStatus === 'fetching';
    const fetchedBeforeThisOpen = opensAtFetch.current === null || opensAtFetch.current < opens.current;
    if (hasOrAwaitsAnswer && fetchedBeforeThisOpen) void client.refetchQueries({ queryKey, exact: true });
  }, [listensOn, client]);

  return query;
}
