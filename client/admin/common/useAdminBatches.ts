import { useQuery } from '@tanstack/react-query';
import { api } from '../../data/client';
import { adminKeys } from '../../data/query-keys';

/** Every batch, archived ones too: the Batches list and each screen that offers a batch to choose. */
export function useAdminBatches() {
  return useQuery({
    queryKey: adminKeys.batches(),
    queryFn: ({ signal }) => api.call('adminListBatches', { signal }),
  });
}
