import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import type { Profile } from '../../shared/schemas/profile';
import { api } from '../data/client';
import { queryKeys } from '../data/query-keys';

type StudentContextValue = {
  /** Null until loaded, and when the load failed (screens then show what they can without it). */
  profile: Profile | null;
  profileFailed: boolean;
  /** After a profile save: the top bar's picture and the greeting follow at once. */
  setProfile: (profile: Profile) => void;
  /** The student's batch (the first of GET /student/batches/), which names their live channels. */
  batchId: number | null;
  /**
   * False while the batches are being fetched: a live screen waits for its channel before its
   * first fetch (client/data/useLiveQuery.ts), and which channel that is depends on the batch.
   * True once answered or failed (without a batch the screens work, only not live).
   */
  batchKnown: boolean;
};

const StudentContext = createContext<StudentContextValue | null>(null);

/** What every student screen shares, fetched once per visit to the area: the profile and the batch. */
export function StudentProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => api.call('getProfile', { signal }),
  });
  const batches = useQuery({
    queryKey: queryKeys.studentBatches,
    queryFn: ({ signal }) => api.call('studentBatches', { signal }),
  });
  const setProfile = useCallback(
    (saved: Profile) => queryClient.setQueryData(queryKeys.profile, saved),
    [queryClient],
  );

  const value = useMemo(
    () => ({
      profile: profile.data ?? null,
      profileFailed: profile.isError,
      setProfile,
      batchId: batches.data?.[0]?.id ?? null,
      batchKnown: !batches.isPending,
    }),
    [profile.data, profile.isError, setProfile, batches.data, batches.isPending],
  );
  return <StudentContext.Provider value={value}>{children}</StudentContext.Provider>;
}

export function useStudent(): StudentContextValue {
  const value = useContext(StudentContext);
  if (!value) throw new Error('useStudent must be used inside <StudentProvider>');
  return value;
}
