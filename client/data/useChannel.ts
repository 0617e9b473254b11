import { useEffect, useRef, useState } from 'react';
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate';
import {
  type ConnectionEvent,
  type SocketInput,
  socketMachine,
  socketStatus,
} from '../../machines/socket.machine';
import { type ChannelName, channelAt, channelRegistry, type SocketMessage } from '../../shared/socket';
import { renewAccessToken } from './session';
import { socketUrl } from './socket-url';

export type ChannelStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'denied';

export type ChannelOptions = {
  /** Tests shorten the 5 s reconnect delay; screens leave it alone. */
  reconnectDelayMs?: number;
  /** Where a channel path connects; defaults to the configured API host with the stored token. */
  urlFor?: (path: string) => string;
  /**
   * Opens the socket; defaults to the browser's WebSocket. Tests pass the `ws` client, because
   * jsdom's WebSocket (undici) cannot dispatch its events inside vitest's jsdom realm.
   */
  openSocket?: (url: string) => SocketLike;
  /** After a 4401 refusal: get a fresh access token (default: the session's single refresh). */
  renewToken?: () => Promise<unknown>;
};

/** The part of the WebSocket API the channel uses. */
export type SocketLike = {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(): void;
};

const openBrowserSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

/** The socket machine's `connection` actor on a real WebSocket. A new URL (and token) per attempt. */
export function webSocketConnection(
  urlFor: (path: string) => string = socketUrl,
  openSocket: (url: string) => SocketLike = openBrowserSocket,
) {
  return fromCallback<EventObject, SocketInput>(({ input, sendBack }) => {
    const socket = openSocket(urlFor(input.path));
    const send = (event: ConnectionEvent) => sendBack(event);
    socket.onopen = () => send({ type: 'OPENED' });
    socket.onmessage = (message) => send({ type: 'MESSAGE', data: message.data });
    socket.onerror = () => send({ type: 'ERROR' });
    socket.onclose = (close) => send({ type: 'CLOSED', code: close.code });
    return () => {
      // Detach first: once the machine has left this socket, nothing it says matters.
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      socket.close();
    };
  });
}

/** A text frame as a message of the channel, or null when it is not JSON or not one the channel carries. */
function parseChannelMessage(channel: ChannelName, data: unknown): SocketMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = channelRegistry[channel].message.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Listens on one realtime channel while the component is mounted: connects, reconnects 5 s after
 * a close, stops for good on a 4403 refusal ('denied'); on a 4401 (expired token) it renews the
 * access token through the session and reconnects, or is denied when that fails. Closes on
 * unmount or when `path` changes. `path` null means "nothing to listen to yet" ('idle'); any other
 * path comes from `channels` (shared/socket.ts). Messages the channel does not carry are dropped.
 */
export function useChannel(
  path: string | null,
  onMessage: (message: SocketMessage) => void,
  options: ChannelOptions = {},
): { status: ChannelStatus } {
  const [status, setStatus] = useState<ChannelStatus>(path ? 'connecting' : 'idle');
  // The latest handler without reconnecting whenever a screen passes a new closure.
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;
  const { reconnectDelayMs, urlFor, openSocket, renewToken = renewAccessToken } = options;

  const channel = path ? channelAt(path) : null;
  if (path && !channel) throw new Error(`${path} is no channel of the registry (shared/socket.ts).`);
  const channelName = channel?.name;

  useEffect(() => {
    if (!path || !channelName) {
      setStatus('idle');
      return;
    }
    const machine = socketMachine.provide({
      actors: {
        connection: webSocketConnection(urlFor, openSocket),
        renewToken: fromPromise(async () => {
          await renewToken();
        }),
      },
      actions: {
        deliverMessage: (_, { data }) => {
          const message = parseChannelMessage(channelName, data);
          if (message) onMessageRef.current(message);
        },
      },
      ...(reconnectDelayMs === undefined ? {} : { delays: { reconnectDelay: reconnectDelayMs } }),
    });
    const actor = createActor(machine, { input: { path } });
    const subscription = actor.subscribe((snapshot) => {
      const next = socketStatus(snapshot);
      if (next !== 'stopped') setStatus(next);
    });
    actor.start();
    return () => {
      subscription.unsubscribe();
      actor.send({ type: 'STOP' });
      actor.stop();
    };
    // Options are fixed per screen (tests aside): pass stable functions, or the channel reconnects.
  }, [path, channelName, reconnectDelayMs, urlFor, openSocket, renewToken]);

  return { status };
}
