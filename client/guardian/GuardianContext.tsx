import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { GuardianChild } from '../../shared/schemas/guardians';
import { api } from '../data/client';
import { queryKeys } from '../data/query-keys';

type GuardianContextValue = {
  /** Null until the children are loaded. */
  children: readonly GuardianChild[] | null;
  childrenFailed: boolean;
  /** The child the screens show: the one picked, else the first. */
  child: GuardianChild | null;
  pick: (childId: number) => void;
};

const GuardianContext = createContext<GuardianContextValue | null>(null);

// The pick outlives a reload of the tab, not the sign-in: another guardian on this browser starts afresh.
const pickedKey = 'guardian.child';

function storedPick(): number | null {
  const stored = Number(sessionStorage.getItem(pickedKey));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

/** The guardian's children and which of them the screens are about. */
export function GuardianProvider({ children: content }: { children: ReactNode }) {
  const list = useQuery({
    queryKey: queryKeys.guardianChildren,
    queryFn: ({ signal }) => api.call('guardianChildren', { signal }),
  });
  const [picked, setPicked] = useState<number | null>(storedPick);
  const pick = useCallback((childId: number) => {
    sessionStorage.setItem(pickedKey, String(childId));
    setPicked(childId);
  }, []);
  const value = useMemo(() => {
    const children = list.data?.children ?? null;
    const child = children?.find((item) => item.id === picked) ?? children?.[0] ?? null;
    return { children, childrenFailed: list.isError, child, pick };
  }, [list.data, list.isError, picked, pick]);
  return <GuardianContext.Provider value={value}>{content}</GuardianContext.Provider>;
}

export function useGuardian(): GuardianContextValue {
  const value = useContext(GuardianContext);
  if (!value) throw new Error('useGuardian must be used inside <GuardianProvider>');
  return value;
}

export const childName = (child: Pick<GuardianChild, 'first_name' | 'last_name'>) =>
  `${child.first_name} ${child.last_name}`;
