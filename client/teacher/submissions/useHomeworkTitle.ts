import { useQuery } from '@tanstack/react-query';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';

/**
 * The homework's title, whether or not anyone has handed it in yet. The API has no call for one
 * homework, so it is looked up in the teacher's list (the cached one, when Manage Homework has it).
 */
export function useHomeworkTitle(homeworkId: number): string | null {
  const list = useQuery({
    queryKey: queryKeys.homework,
    queryFn: ({ signal }) => api.call('listHomework', { signal }),
  });
  return list.data?.find((item) => item.id === homeworkId)?.title ?? null;
}
