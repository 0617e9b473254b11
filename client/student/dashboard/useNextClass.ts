import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NextClass } from '../../../shared/schemas/classes';
import { channels } from '../../../shared/socket';
import { api } from '../../data/client';
import { refetchAfterMessage } from '../../data/live-cache';
import { queryKeys } from '../../data/query-keys';
import { useChannel } from '../../data/useChannel';
import type { LiveChannel } from '../../data/useLiveChannel';
import { useLiveQuery } from '../../data/useLiveQuery';
import { isRefusedSession, useLogoutWhenRefused } from '../../data/useLogoutWhenRefused';
import { useRefetchOnReopen } from '../../data/useRefetchOnReopen';
import { classEndsAt } from './next-class';

/** The longest delay setTimeout takes; a longer one would fire at once. */
const longestTimerMs = 2 ** 31 - 1;
/**
 * The soonest a class that should have ended is asked for again: a browser clock running ahead of
 * the server's would otherwise refetch the same class in a tight loop.
 */
const shortestRecheckMs = 30_000;

/**
 * docs/behaviour.md#messages: a 404 means no class and any other failure clears the schedule, so
 * both answer null; a refused session is an error (the student is sent to /logout).
 */
async function fetchNextClass(signal: AbortSignal): Promise<NextClass | null> {
  try {
    return await api.call('nextClass', { signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError' || isRefusedSession(error)) throw error;
    return null;
  }
}

/**
 * The student's next class, kept current by the batch channel (whose class messages invalidate it:
 * the dashboard's handler), by the class's own channel (any message means "refetch"), and by the
 * shown class ending. A newer fetch cancels an older one, so only the latest answer counts.
 */
export function useNextClass({ batchChannel, enabled }: { batchChannel: LiveChannel; enabled: boolean }) {
  const queryClient = useQueryClient();
  const nextClass = useLiveQuery({
    queryKey: queryKeys.nextClass,
    queryFn: fetchNextClass,
    channel: batchChannel,
    enabled,
  });
  useLogoutWhenRefused(nextClass.error);

  const shown = nextClass.data ?? null;
  const refetch = () => void refetchAfterMessage(queryClient, queryKeys.nextClass);
  useEffect(() => {
    if (!shown) return;
    const endsIn = classEndsAt(shown).getTime() - Date.now();
    const timer = setTimeout(
      () => void refetchAfterMessage(queryClient, queryKeys.nextClass),
      Math.min(Math.max(endsIn, shortestRecheckMs), longestTimerMs),
    );
    return () => clearTimeout(timer);
  }, [shown, queryClient]);

  // The class's own messages also reach the batch channel, which the answer waited for; this
  // channel only needs to catch up after it was closed, not on its first open.
  const classChannel = useChannel(shown ? channels.studentClass(shown.id) : null, refetch);
  useRefetchOnReopen(classChannel.status, refetch);

  return nextClass;
}
