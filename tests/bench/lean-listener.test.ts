import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { type LeanListener, openLeanListener, textMessagesOf } from './lean-listener';

// The three header sizes of RFC 6455 (7-bit, 16-bit and 64-bit lengths) and a character of two bytes.
const sent = ['{"a":1}', 'x'.repeat(300), 'y'.repeat(70_000), 'é'];

// A ws server that greets each socket with `sent` and refuses upgrades to /refused.
const server = createServer();
const wss = new WebSocketServer({ noServer: true });
const tokensSeen: (string | null)[] = [];
server.on('upgrade', (request, connection, head) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/refused') {
    connection.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
    return;
  }
  tokensSeen.push(url.searchParams.get('token'));
  wss.handleUpgrade(request, connection, head, (socket) => {
    for (const text of sent) socket.send(text);
  });
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function opened(path: string, token: string): Promise<LeanListener> {
  const listener = await openLeanListener(url, path, token);
  if (!listener) throw new Error(`${path} was refused`);
  return listener;
}

/** The text messages `listener` has received, once there are `count` of them. */
async function messagesOf(listener: LeanListener, count: number): Promise<string[]> {
  while (true) {
    try {
      const texts = textMessagesOf(listener.received);
      if (texts.length >= count) return texts;
    } catch {
      // The last frame is still on its way.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("the bench's lean socket listener", () => {
  it('notes when the first bytes after the handshake arrive and reads every text frame after', async () => {
    const before = performance.now();
    const listener = await opened('/channel/1/', 'a-token');
    expect(await messagesOf(listener, sent.length)).toEqual(sent);
    expect(listener.firstDataAt).toBeGreaterThan(before);
    expect(listener.firstDataAt).toBeLessThan(performance.now());
    listener.close();
  });

  it('sends the token as a query parameter, as browsers do', async () => {
    const listener = await opened('/channel/2/', 'a token+with/signs=');
    expect(tokensSeen.at(-1)).toBe('a token+with/signs=');
    listener.close();
  });

  it('gives null for a refused upgrade', async () => {
    expect(await openLeanListener(url, '/refused', 'a-token')).toBeNull();
  });

  it('does not read a close frame as a message', () => {
    expect(() => textMessagesOf([Buffer.from([0x88, 0x00])])).toThrow(/not a whole text frame/);
  });
});
