import { useEffect, useState } from 'react';
import type { Batch } from '../../../shared/schemas/batches';
import { api } from '../../api/client';
import type { SelectOption } from '../../components/SelectField';

export type TeacherBatches =
  | { status: 'loading'; batches: readonly Batch[] }
  | { status: 'ready'; batches: readonly Batch[] }
  | { status: 'failed'; batches: readonly Batch[] };

/** The teacher's batches (GET /teacher/batches/), used by both forms, the filters and announcements. */
export function useTeacherBatches(): TeacherBatches {
  const [state, setState] = useState<TeacherBatches>({ status: 'loading', batches: [] });
  useEffect(() => {
    const controller = new AbortController();
    api
      .call('teacherBatches', { signal: controller.signal })
      .then((batches) => setState({ status: 'ready', batches }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // messages.teacher.batchFetchFailed points the teacher at the console for the details.
        console.error('Failed to fetch batches', error);
        setState({ status: 'failed', batches: [] });
      });
    return () => controller.abort();
  }, []);
  return state;
}

/** The batches as choices of a select, each by its id. */
export function batchOptions(batches: readonly Batch[]): SelectOption<string>[] {
  return batches.map((batch) => ({ value: String(batch.id), label: batch.name }));
}
