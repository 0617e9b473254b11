import { act } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import type { SocketMessage } from '../../shared/socket';
import type { ChannelStatus } from '../data/useChannel';

type Listener = {
  path: string;
  deliver: (message: SocketMessage) => void;
  setStatus: (status: ChannelStatus) => void;
};

const listeners = new Set<Listener>();
/** When true, new channels stay 'connecting' until the test opens them. */
let holdOpening = false;

/**
 * Stands in for client/data/useChannel in screen tests:
 * `vi.mock('../../data/useChannel', () => import('../../testing/fake-channel'))`. A channel connects and
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
    setStatus(holdOpening ? 'connecting' : 'open');
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

/**
 * The server's side of the fake channels. Each step is awaited: what a message changes in the
 * server-state cache reaches the screen on the cache's next notification, not synchronously.
 */
export const channelServer = {
  /** Whether the screen listens on `path` now. */
  isListening(path: string): boolean {
    return [...listeners].some((listener) => listener.path === path);
  },
  /** From now on, channels stay 'connecting' until `open` (reset by `openAtOnce`). */
  holdOpening() {
    holdOpening = true;
  },
  /** Channels open as soon as the screen listens (the default). */
  openAtOnce() {
    holdOpening = false;
  },
  /** The held channel on `path` opens. */
  async open(path: string) {
    await act(async () => {
      for (const listener of listenersOn(path)) listener.setStatus('open');
    });
  },
  /** Sends a message on `path`; fails when the screen does not listen there. */
  async send(path: string, message: SocketMessage) {
    await act(async () => {
      for (const listener of listenersOn(path)) listener.deliver(message);
    });
  },
  /** Every channel's connection drops and comes back at the same moment, as after a network drop. */
  async reconnectAll() {
    await act(async () => {
      for (const listener of listeners) listener.setStatus('closed');
    });
    await act(async () => {
      for (const listener of listeners) listener.setStatus('open');
    });
  },
  /** The connection drops (messages are lost) and comes back. */
  async reconnect(path: string) {
    await act(async () => {
      for (const listener of listenersOn(path)) listener.setStatus('closed');
    });
    await act(async () => {
      for (const listener of listenersOn(path)) listener.setStatus('open');
    });
  },
};
