import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { NextClass } from '../../../shared/schemas/classes';
import { channels } from '../../../shared/socket';
import { api } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import { useChannel } from '../../api/useChannel';
import { useRefetchOnReopen } from '../../api/useRefetchOnReopen';
import { classEndsAt } from './next-class';

export type NextClassLoad = { status: 'loading' } | { status: 'loaded'; nextClass: NextClass | null };

/** The longest delay setTimeout takes; a longer one would fire at once. */
const longestTimerMs = 2 ** 31 - 1;
/**
 * The soonest a class that should have ended is asked for again: a browser clock running ahead of
 * the server's would otherwise refetch the same class in a tight loop.
 */
const shortestRecheckMs = 30_000;

/**
 * The student's next class (docs/behaviour.md#messages): a 404 means none, 401 or 403 sends the
 * student to /logout, any other failure clears the schedule. Any message on the class's own channel
 * means "refetch", and so does the shown class ending. When fetches overlap, only the latest one's
 * answer counts.
 */
export function useNextClass() {
  const navigate = useNavigate();
  const [load, setLoad] = useState<NextClassLoad>({ status: 'loading' });
  const latestFetch = useRef(0);

  const refetch = useCallback(
    async (signal?: AbortSignal) => {
      const thisFetch = ++latestFetch.current;
      try {
        const nextClass = await api.call('nextClass', { signal });
        if (thisFetch === latestFetch.current) setLoad({ status: 'loaded', nextClass });
      } catch (error) {
        if ((error as Error).name === 'AbortError' || thisFetch !== latestFetch.current) return;
        if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
          navigate('/logout', { replace: true });
          return;
        }
        setLoad({ status: 'loaded', nextClass: null });
      }
    },
    [navigate],
  );

  useEffect(() => {
    const controller = new AbortController();
    void refetch(controller.signal);
    return () => controller.abort();
  }, [refetch]);

  const shown = load.status === 'loaded' ? load.nextClass : null;
  useEffect(() => {
    if (!shown) return;
    const endsIn = classEndsAt(shown).getTime() - Date.now();
    const timer = setTimeout(
      () => void refetch(),
      Math.min(Math.max(endsIn, shortestRecheckMs), longestTimerMs),
    );
    return () => clearTimeout(timer);
  }, [shown, refetch]);

  const classChannel = useChannel(shown ? channels.studentClass(shown.id) : null, () => void refetch());
  useRefetchOnReopen(classChannel.status, refetch);

  return { load, refetch };
}
