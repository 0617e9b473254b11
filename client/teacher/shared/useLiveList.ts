import { useCallback, useEffect, useRef, useState } from 'react';
import type { SocketMessage } from '../../../shared/socket';
import { useChannel } from '../../api/useChannel';
import { useRefetchOnReopen } from '../../api/useRefetchOnReopen';

export type LiveListState<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; items: readonly T[] };

export type LiveListOptions<T> = {
  /** Fetches the whole list. A new function (say, for another day) starts over from 'loading'. */
  fetchList: (signal: AbortSignal) => Promise<readonly T[]>;
  /** The channel whose messages change the list; null listens to nothing. */
  channel: string | null;
  applyMessage: (list: readonly T[], message: SocketMessage) => readonly T[];
  /** Names the list in the console when a fetch fails, e.g. 'classes'. */
  name: string;
};

/**
 * A list fetched from the server and kept current by a channel. A message that arrives while a
 * fetch is under way may not be in its answer, so it is kept and applied again to that answer;
 * whenever the channel opens (messages sent while it was not open are lost) the list is fetched
 * again. `update` applies a local change, such as the answer of an edit, to the shown list.
 */
export function useLiveList<T>({ fetchList, channel, applyMessage, name }: LiveListOptions<T>) {
  const [state, setState] = useState<LiveListState<T>>({ status: 'loading' });
  const applyRef = useRef(applyMessage);
  applyRef.current = applyMessage;
  /** Messages received since the fetch under way started; null while none is under way. */
  const receivedDuringFetch = useRef<SocketMessage[] | null>(null);
  const fetchUnderWay = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    fetchUnderWay.current?.abort();
    const controller = new AbortController();
    fetchUnderWay.current = controller;
    receivedDuringFetch.current ??= [];
    fetchList(controller.signal)
      .then((items) => {
        if (controller.signal.aborted) return;
        const received = receivedDuringFetch.current ?? [];
        receivedDuringFetch.current = null;
        setState({
          status: 'ready',
          items: received.reduce((list, message) => applyRef.current(list, message), items),
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        receivedDuringFetch.current = null;
        console.error(`Failed to fetch ${name}`, error);
        // A failed refetch leaves the list that is shown.
        setState((current) => (current.status === 'ready' ? current : { status: 'failed', error }));
      });
  }, [fetchList, name]);

  useEffect(() => {
    receivedDuringFetch.current = null;
    setState({ status: 'loading' });
    load();
    return () => fetchUnderWay.current?.abort();
  }, [load]);

  const update = useCallback((change: (list: readonly T[]) => readonly T[]) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', items: change(current.items) } : current,
    );
  }, []);

  const { status } = useChannel(
    channel,
    useCallback(
      (message: SocketMessage) => {
        receivedDuringFetch.current?.push(message);
        update((list) => applyRef.current(list, message));
      },
      [update],
    ),
  );
  useRefetchOnReopen(status, load);

  return { state, update };
}
