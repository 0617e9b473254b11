import WebSocket from 'ws';
import { type SocketMessage, socketMessage } from '../../../shared/socket';

/** A real WebSocket on a channel, collecting its messages (each checked against the shared schema). */
export type Channel = {
  /** The next message not yet taken, waiting for it if needed. */
  next(timeoutMs?: number): Promise<SocketMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
};

function socketUrl(baseUrl: string, path: string, token: string | undefined) {
  const url = new URL(path, baseUrl.replace(/^http/, 'ws'));
  if (token !== undefined) url.searchParams.set('token', token);
  return url;
}

export function openChannel(baseUrl: string, path: string, token?: string): Promise<Channel> {
  const socket = new WebSocket(socketUrl(baseUrl, path, token));
  const queue: SocketMessage[] = [];
  const waiters: ((message: SocketMessage) => void)[] = [];
  socket.on('message', (data) => {
    const message = socketMessage.parse(JSON.parse(data.toString()));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const channel: Channel = {
    next(timeoutMs = 5000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no message on ${path} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push((message) => {
          clearTimeout(timer);
          resolve(message);
        });
      });
    },
    closed,
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(channel));
    socket.once('error', reject);
  });
}

/** The close code and reason a channel answers with when it refuses the socket. */
export async function refusal(baseUrl: string, path: string, token?: string) {
  const channel = await openChannel(baseUrl, path, token);
  return channel.closed;
}

/** The close code a channel answers with when it refuses the socket. */
export async function refusalCode(baseUrl: string, path: string, token?: string): Promise<number> {
  return (await refusal(baseUrl, path, token)).code;
}
