import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { textFrame } from './text-frame';

type Received = { text: string; isBinary: boolean };

// A ws server whose sockets get the frames written straight to their connection, as deliveries do.
const server = createServer();
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
let framesToWrite: Buffer[] = [];
server.on('upgrade', (request, connection, head) => {
  wss.handleUpgrade(request, connection, head, () => {
    for (const frame of framesToWrite) connection.write(frame);
  });
});

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What a ws client, as strict as a browser, receives when the server writes `frames`. */
function receive(frames: Buffer[]): Promise<Received[]> {
  framesToWrite = frames;
  const { port } = server.address() as AddressInfo;
  const client = new WebSocket(`ws://127.0.0.1:${port}/`);
  const messages: Received[] = [];
  return new Promise((resolve, reject) => {
    client.on('message', (data: Buffer, isBinary) => {
      messages.push({ text: data.toString('utf8'), isBinary });
      if (messages.length === frames.length) {
        client.terminate();
        resolve(messages);
      }
    });
    client.on('error', reject);
    client.on('close', (code) => reject(new Error(`closed with ${code} after ${messages.length} messages`)));
  });
}

describe('textFrame', () => {
  // The three header sizes of RFC 6455 (7-bit, 16-bit and 64-bit lengths), at each boundary.
  it.each([0, 1, 125, 126, 65_535, 65_536, 200_000])(
    'frames a %i-byte message that a client reads back as one text message',
    async (length) => {
      const text = 'é'.repeat(Math.floor(length / 2)) + 'a'.repeat(length % 2);
      expect(Buffer.byteLength(text)).toBe(length);
      expect(await receive([textFrame(text)])).toEqual([{ text, isBinary: false }]);
    },
  );

  it('lets frames written back to back arrive as separate messages, in order', async () => {
    const frames = ['{"a":1}', '{"b":2}', '{"c":3}'].map((text) => textFrame(text));
    expect(await receive(frames)).toEqual([
      { text: '{"a":1}', isBinary: false },
      { text: '{"b":2}', isBinary: false },
      { text: '{"c":3}', isBinary: false },
    ]);
  });
});
