import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Homework } from '../../../shared/schemas/homework';
import { channels, type SocketMessage } from '../../../shared/socket';
import { api } from '../../data/client';
import { applyToCache } from '../../data/live-cache';
import { applyHomeworkMessage, applyOwnSubmissionMessage, replaceById } from '../../data/live-updates';
import { queryKeys } from '../../data/query-keys';
import { useLiveChannel } from '../../data/useLiveChannel';
import { useLiveQuery } from '../../data/useLiveQuery';
import { useStudent } from '../StudentContext';

type HomeworkList = readonly Homework[];

/**
 * The student's homework, kept current by their batch's homework channel (added, replaced,
 * removed by id), with what the homework page adds: a card's own submission, and the messages of
 * each homework's submission channel.
 */
export function useStudentHomework() {
  const queryClient = useQueryClient();
  const { batchId, batchKnown } = useStudent();

  const batchChannel = useLiveChannel(batchId ? channels.batchHomework(batchId) : null, (message) =>
    applyToCache(queryClient, queryKeys.homework, (list: HomeworkList) =>
      applyHomeworkMessage(list, message),
    ),
  );
  const homework = useLiveQuery({
    queryKey: queryKeys.homework,
    queryFn: (signal) => api.call('listHomework', { signal }),
    channel: batchChannel,
    enabled: batchKnown,
  });

  /** One card's homework after its own submission, so sorting by status follows at once. */
  const replaceHomework = useCallback(
    (updated: Homework) =>
      applyToCache(queryClient, queryKeys.homework, (list: HomeworkList) => replaceById(list, updated)),
    [queryClient],
  );

  /** A message from a per-homework submission channel (feedback, update_submission). */
  const applySubmission = useCallback(
    (message: SocketMessage) =>
      applyToCache(queryClient, queryKeys.homework, (list: HomeworkList) =>
        applyOwnSubmissionMessage(list, message),
      ),
    [queryClient],
  );

  /**
   * After a submission channel reopened. Channels reopen together after a network drop, so a fetch
   * already under way (started by the first of them) is joined rather than started once per channel.
   */
  const refetch = useCallback(
    () =>
      void queryClient.refetchQueries(
        { queryKey: queryKeys.homework, exact: true },
        { cancelRefetch: false },
      ),
    [queryClient],
  );

  return { homework, replaceHomework, applySubmission, refetch };
}
