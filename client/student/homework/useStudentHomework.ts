import { useCallback, useEffect, useRef, useState } from 'react';
import type { Homework } from '../../../shared/schemas/homework';
import { channels, type SocketMessage } from '../../../shared/socket';
import { api } from '../../api/client';
import { useChannel } from '../../api/useChannel';
import { useRefetchOnReopen } from '../../api/useRefetchOnReopen';
import { useStudent } from '../StudentContext';
import { applyHomeworkMessage, applySubmissionMessage } from './homework-list';

export type HomeworkLoad = 'loading' | 'ready' | 'failed';

/** One change to the list: a live message, or the student's own submission. */
type ListChange = (list: readonly Homework[]) => readonly Homework[];

/**
 * The student's homework, kept current by their batch's homework channel (added, replaced,
 * removed by id) and refetched whenever that channel opens.
 *
 * A fetched list is a snapshot taken when the server answered, so a change that arrives while the
 * fetch is under way may be missing from it: such changes are re-applied to the answer rather than
 * overwritten by it. Refetches asked for while one is under way (every submission channel of the
 * homework page reopens after the same network drop) are coalesced into a single further fetch,
 * which starts after all of them and so sees whatever any of them could have missed.
 */
export function useStudentHomework() {
  const { batchId } = useStudent();
  const [homework, setHomework] = useState<readonly Homework[]>([]);
  const [load, setLoad] = useState<HomeworkLoad>('loading');
  const changesDuringFetch = useRef<ListChange[] | null>(null);
  const fetchUnderWay = useRef<Promise<void> | null>(null);
  const fetchAgain = useRef(false);
  const mountLifetime = useRef<AbortController | null>(null);

  const change = useCallback((apply: ListChange) => {
    changesDuringFetch.current?.push(apply);
    setHomework(apply);
  }, []);

  const fetchOnce = useCallback(async () => {
    const changes: ListChange[] = [];
    changesDuringFetch.current = changes;
    try {
      const fetched = await api.call('listHomework', { signal: mountLifetime.current?.signal });
      setHomework(changes.reduce<readonly Homework[]>((list, apply) => apply(list), fetched));
      setLoad('ready');
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      // A failed refetch keeps what is already on screen; only a first load that failed says so.
      setLoad((current) => (current === 'ready' ? current : 'failed'));
    } finally {
      changesDuringFetch.current = null;
    }
  }, []);

  const refetch = useCallback((): Promise<void> => {
    if (fetchUnderWay.current) {
      fetchAgain.current = true;
      return fetchUnderWay.current;
    }
    const run = async () => {
      try {
        do {
          fetchAgain.current = false;
          await fetchOnce();
        } while (fetchAgain.current && !mountLifetime.current?.signal.aborted);
      } finally {
        fetchUnderWay.current = null;
      }
    };
    fetchUnderWay.current = run();
    return fetchUnderWay.current;
  }, [fetchOnce]);

  useEffect(() => {
    const controller = new AbortController();
    mountLifetime.current = controller;
    void refetch();
    return () => controller.abort();
  }, [refetch]);

  const batchChannel = useChannel(batchId ? channels.batchHomework(batchId) : null, (message) =>
    change((current) => applyHomeworkMessage(current, message)),
  );
  useRefetchOnReopen(batchChannel.status, refetch);

  /** One card's homework after its own submission, so sorting by status follows at once. */
  const replaceHomework = useCallback(
    (updated: Homework) =>
      change((current) => current.map((item) => (item.id === updated.id ? updated : item))),
    [change],
  );

  /** A message from a per-homework submission channel (feedback, update_submission). */
  const applySubmission = useCallback(
    (message: SocketMessage) => change((current) => applySubmissionMessage(current, message)),
    [change],
  );

  return { homework, load, refetch, replaceHomework, applySubmission };
}
