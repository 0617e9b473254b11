import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { Profile } from '../../shared/schemas/profile';
import { api } from '../api/client';

type StudentContextValue = {
  /** Null until loaded, and when the load failed (screens then show what they can without it). */
  profile: Profile | null;
  profileFailed: boolean;
  /** After a profile save: the top bar's picture and the greeting follow at once. */
  setProfile: (profile: Profile) => void;
  /** The student's batch (the first of GET /student/batches/), which names their live channels. */
  batchId: number | null;
};

const StudentContext = createContext<StudentContextValue | null>(null);

/** Loads what every student screen shares once per visit to the area: the profile and the batch. */
export function StudentProvider({ children }: { children: ReactNode }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [profileFailed, setProfileFailed] = useState(false);
  const [batchId, setBatchId] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api.call('getProfile', { signal: controller.signal }).then(setProfile, (error: Error) => {
      if (error.name !== 'AbortError') setProfileFailed(true);
    });
    api.call('studentBatches', { signal: controller.signal }).then((batches) => {
      setBatchId(batches[0]?.id ?? null);
    }, withoutBatch);
    return () => controller.abort();
  }, []);

  const value = useMemo(
    () => ({ profile, profileFailed, setProfile, batchId }),
    [profile, profileFailed, batchId],
  );
  return <StudentContext.Provider value={value}>{children}</StudentContext.Provider>;
}

export function useStudent(): StudentContextValue {
  const value = useContext(StudentContext);
  if (!value) throw new Error('useStudent must be used inside <StudentProvider>');
  return value;
}

/** Aborted on leaving, or failed: without a batch the screens work, only not live. */
function withoutBatch() {}
