import { useEffect, useRef } from 'react';
import type { ChannelStatus } from './useChannel';

/**
 * A channel delivers only what is sent while it is open, so the screen refetches every time it
 * opens, the first time included: the screen's mount-time fetch may have been answered before the
 * socket was listening, and anything sent in between would otherwise be lost. The screen's merge
 * by id keeps the refetch from duplicating what a message already brought.
 */
export function useRefetchOnReopen(status: ChannelStatus, refetch: () => void) {
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;

  useEffect(() => {
    if (status === 'open') refetchRef.current();
  }, [status]);
}
