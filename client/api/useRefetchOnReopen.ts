import { useEffect, useRef } from 'react';
import type { ChannelStatus } from './useChannel';

/**
 * Messages sent while a channel was closed are lost, so when it opens again after a close the
 * screen refetches; its merge by id keeps that from duplicating anything. The first open needs no
 * refetch: the screen loaded its data when it mounted.
 */
export function useRefetchOnReopen(status: ChannelStatus, refetch: () => void) {
  const wasOpened = useRef(false);
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;

  useEffect(() => {
    if (status !== 'open') return;
    if (wasOpened.current) refetchRef.current();
    wasOpened.current = true;
  }, [status]);
}
