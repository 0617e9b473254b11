import { act } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import type { SocketMessage } from '../../../shared/socket';
import type { ChannelStatus } from '../../api/useChannel';

type Listener = {
  path: string;
  deliver: (message: SocketMessage) => void;
  setStatus: (status: ChannelStatus) => void;
};

const listeners = new Set<Listener>();

/**
 * Stands in for client/api/useChannel in screen tests:
 * `vi.mock('../../api/useChannel', () => import('../shared/fakeChannel'))`. A channel connects and
 * opens right after the screen mounts; the test plays the server through `channelServer`.
 */
export function useChannel(
  path: string | null,
  onMessage: (message: SocketMessage) => void,
): { status: ChannelStatus } {
  const [status, setStatus] = useState<ChannelStatus>(path ? 'connecting' : 'idle');
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => {
    if (!path) {
      setStatus('idle');
      return;
    }
    const listener: Listener = { path, deliver: (message) => onMessageRef.current(message), setStatus };
    listeners.add(listener);
    setStatus('open');
    return () => {
      listeners.delete(listener);
    };
  }, [path]);

  return { status };
}

function listenersOn(path: string): Listener[] {
  const found = [...listeners].filter((listener) => listener.path === path);
  if (found.length === 0) throw new Error(`Nothing listens on ${path}`);
  return found;
}

/** The server's side of the fake channels. */
export const channelServer = {
  /** Sends a message on `path`; fails when the screen does not listen there. */
  send(path: string, message: SocketMessage) {
    act(() => {
      for (const listener of listenersOn(path)) listener.deliver(message);
    });
  },
  /** The connection drops (messages are lost) and comes back. */
  reconnect(path: string) {
    act(() => {
      for (const listener of listenersOn(path)) listener.setStatus('closed');
    });
    act(() => {
      for (const listener of listenersOn(path)) listener.setStatus('open');
    });
  },
};
