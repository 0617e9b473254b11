import { useCallback, useEffect, useState } from 'react';
import type { Homework } from '../../../shared/schemas/homework';
import { channels, type SocketMessage } from '../../../shared/socket';
import { api } from '../../api/client';
import { useChannel } from '../../api/useChannel';
import { useStudent } from '../StudentContext';
import { useRefetchOnReopen } from '../../api/useRefetchOnReopen';
import { applyHomeworkMessage, applySubmissionMessage } from './homework-list';

export type HomeworkLoad = 'loading' | 'ready' | 'failed';

/**
 * The student's homework, kept current by their batch's homework channel (added, replaced,
 * removed by id) and refetched whenever that channel reopens after a close.
 */
export function useStudentHomework() {
  const { batchId } = useStudent();
  const [homework, setHomework] = useState<readonly Homework[]>([]);
  const [load, setLoad] = useState<HomeworkLoad>('loading');

  const refetch = useCallback(async (signal?: AbortSignal) => {
    try {
      setHomework(await api.call('listHomework', { signal }));
      setLoad('ready');
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      // A failed refetch keeps what is already on screen; only a first load that failed says so.
      setLoad((current) => (current === 'ready' ? current : 'failed'));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void refetch(controller.signal);
    return () => controller.abort();
  }, [refetch]);

  const batchChannel = useChannel(batchId ? channels.batchHomework(batchId) : null, (message) =>
    setHomework((current) => applyHomeworkMessage(current, message)),
  );
  useRefetchOnReopen(batchChannel.status, refetch);

  /** One card's homework after its own submission, so sorting by status follows at once. */
  const replaceHomework = useCallback((updated: Homework) => {
    setHomework((current) => current.map((item) => (item.id === updated.id ? updated : item)));
  }, []);

  /** A message from a per-homework submission channel (feedback, update_submission). */
  const applySubmission = useCallback((message: SocketMessage) => {
    setHomework((current) => applySubmissionMessage(current, message));
  }, []);

  return { homework, load, refetch, replaceHomework, applySubmission };
}
