import { useQuery } from '@tanstack/react-query';
import type { EndpointName, ResponseOf } from '../../shared/api';
import { api } from '../data/client';
import { queryKeys } from '../data/query-keys';

type ChildRead =
  | 'guardianChildNextClass'
  | 'guardianChildAnnouncements'
  | 'guardianChildHomework'
  | 'guardianChildAttendance'
  | 'guardianChildTests'
  | 'guardianChildProgress'
  | 'guardianChildPayments'
  | 'guardianMailSettings';

/** One of the guardian's reads of the child, cached per child so switching back is instant. */
export function useChildRead<N extends ChildRead & EndpointName>(read: N, childId: number) {
  return useQuery<ResponseOf<N>>({
    queryKey: queryKeys.guardianChild(childId, read),
    queryFn: ({ signal }) =>
      api.call(read, { params: { id: childId }, signal } as never) as Promise<ResponseOf<N>>,
  });
}
