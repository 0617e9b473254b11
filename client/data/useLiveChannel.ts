import type { SocketMessage } from '../../shared/socket';
import { type ChannelStatus, useChannel } from './useChannel';

export type LiveChannel = { path: string | null; status: ChannelStatus };

/**
 * A channel whose messages keep cached answers current: `onMessage` applies them with
 * `applyToCache` or invalidates a key; pass the result to `useLiveQuery` for each answer it keeps.
 */
export function useLiveChannel(
  path: string | null,
  onMessage: (message: SocketMessage) => void,
): LiveChannel {
  const { status } = useChannel(path, onMessage);
  // useChannel reports a new path's 'connecting' from its effect, a render later: until then the
  // channel is not listening, whatever the status it still reports.
  const listening = path !== null && status === 'idle' ? 'connecting' : status;
  return { path, status: listening };
}
