import { useQuery } from '@tanstack/react-query';
import type { Batch } from '../../../shared/schemas/batches';
import type { SelectOption } from '../../components/SelectField';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';
import { logFetchFailure } from './log-fetch-failure';

export type TeacherBatches = {
  status: 'loading' | 'ready' | 'failed';
  batches: readonly Batch[];
};

/** The teacher's batches (GET /teacher/batches/), used by both forms, the filters and announcements. */
export function useTeacherBatches(): TeacherBatches {
  const query = useQuery({
    queryKey: queryKeys.teacherBatches,
    queryFn: ({ signal }) =>
      api.call('teacherBatches', { signal }).catch(logFetchFailure('Failed to fetch batches')),
  });
  const status = query.isPending ? 'loading' : query.isError ? 'failed' : 'ready';
  return { status, batches: query.data ?? [] };
}

/** The batches as choices of a select, each by its id. */
export function batchOptions(batches: readonly Batch[]): SelectOption<string>[] {
  return batches.map((batch) => ({ value: String(batch.id), label: batch.name }));
}
