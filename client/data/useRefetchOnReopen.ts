import { useEffect, useRef } from 'react';
import type { ChannelStatus } from './useChannel';

/**
 * For a channel that adds to an answer fetched before it opened (client/data/useLiveQuery.ts keeps
 * the answer's own channel): a channel delivers only what is sent while it is open, so after it
 * closed and opened again the answer is refetched. Not on its first open: whoever mounts such a
 * channel does so for an answer it just fetched, and the messages it carries reach that answer's
 * own channel too, or the channel opens with them (a student's submission:
 * mock-server/realtime/initial-snapshot.ts).
 */
export function useRefetchOnReopen(status: ChannelStatus, refetch: () => void) {
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const hasOpened = useRef(false);

  useEffect(() => {
    if (status !== 'open') return;
    if (hasOpened.current) refetchRef.current();
    hasOpened.current = true;
  }, [status]);
}
