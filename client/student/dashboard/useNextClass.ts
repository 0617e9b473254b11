import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { NextClass } from '../../../shared/schemas/classes';
import { channels } from '../../../shared/socket';
import { api } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import { useChannel } from '../../api/useChannel';
import { useRefetchOnReopen } from '../../api/useRefetchOnReopen';

export type NextClassLoad = { status: 'loading' } | { status: 'loaded'; nextClass: NextClass | null };

/**
 * The student's next class (section 8): a 404 means none, 401 or 403 sends the student to /logout,
 * any other failure clears the schedule. Any message on the class's own channel means "refetch".
 */
export function useNextClass() {
  const navigate = useNavigate();
  const [load, setLoad] = useState<NextClassLoad>({ status: 'loading' });

  const refetch = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setLoad({ status: 'loaded', nextClass: await api.call('nextClass', { signal }) });
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
          navigate('/logout', { replace: true });
          return;
        }
        setLoad({ status: 'loaded', nextClass: null });
      }
    },
    [navigate],
  );

  useEffect(() => {
    const controller = new AbortController();
    void refetch(controller.signal);
    return () => controller.abort();
  }, [refetch]);

  const classId = load.status === 'loaded' ? (load.nextClass?.id ?? null) : null;
  const classChannel = useChannel(classId ? channels.studentClass(classId) : null, () => void refetch());
  useRefetchOnReopen(classChannel.status, refetch);

  return { load, refetch };
}
