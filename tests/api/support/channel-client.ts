import WebSocket from 'ws';
import { type SocketMessage, socketMessage } from '../../../shared/socket';

/** A real WebSocket on a channel, collecting its messages (each checked against the shared schema). */
export type Channel = {
  /** The next message not yet taken, waiting for it if needed. */
  next(timeoutMs?: number): Promise<SocketMessage>;
  closed: Promise<{ code: number; reason: string }>;
  /** How the server closed the channel, failing when it is still open after `timeoutMs`. */
  closedWithin(timeoutMs: number): Promise<{ code: number; reason: string }>;
  close(): void;
};

function socketUrl(baseUrl: string, path: string, token: string | undefined) {
  const url = new URL(path, baseUrl.replace(/^http/, 'ws'));
  if (token !== undefined) url.searchParams.set('token', token);
  return url;
}

/** Extra request headers, e.g. X-Forwarded-For behind a trusted proxy. */
type Headers = Record<string, string>;

export function openChannel(
  baseUrl: string,
  path: string,
  token?: string,
  headers?: Headers,
): Promise<Channel> {
  const socket = new WebSocket(socketUrl(baseUrl, path, token), { headers });
  const queue: SocketMessage[] = [];
  const waiters: ((message: SocketMessage) => void)[] = [];
  socket.on('message', (data, isBinary) => {
    // A browser hands a binary frame to the page as a Blob, which the client does not read.
    if (isBinary) throw new Error(`${path}: a binary frame, where every message must be text`);
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
        const waiter = (message: SocketMessage) => {
          clearTimeout(timer);
          resolve(message);
        };
        // A waiter that gave up leaves the queue, so the next message goes to the next caller.
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no message on ${path} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    closed,
    closedWithin(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const stillOpen = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${path} still open after ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([closed, stillOpen]).finally(() => clearTimeout(timer));
    },
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(channel));
    socket.once('error', reject);
  });
}

/**
 * The HTTP status a channel's upgrade request gets: 101 when the socket opens (it is closed again at
 * once), or the status of a handshake the server refused.
 */
export function upgradeStatus(
  baseUrl: string,
  path: string,
  token?: string,
  headers?: Headers,
): Promise<number> {
  const socket = new WebSocket(socketUrl(baseUrl, path, token), { headers });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    // `on`: ending the refused handshake reports an error too, after the answer is known.
    socket.on('error', reject);
  });
}

/** The close code and reason a channel answers with when it refuses the socket. */
export async function refusal(baseUrl: string, path: string, token?: string, headers?: Headers) {
  const channel = await openChannel(baseUrl, path, token, headers);
  return channel.closed;
}

/** The close code a channel answers with when it refuses the socket. */
export async function refusalCode(baseUrl: string, path: string, token?: string): Promise<number> {
  return (await refusal(baseUrl, path, token)).code;
}
