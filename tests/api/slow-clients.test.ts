import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    HEADERS_TIMEOUT: '1',
    REQUEST_TIMEOUT: '2',
    MAX_CONNECTIONS: '3',
  });
});
afterAll(() => server.stop());

type Ending = { seconds: number; received: string };

/** A raw connection to the server, and what it had received by the time the server ended it. */
function connect(): Promise<{ socket: net.Socket; ended: Promise<Ending> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    const opened = Date.now();
    const ended = new Promise<Ending>((done) => {
      socket.on('close', () => done({ seconds: (Date.now() - opened) / 1000, received }));
    });
    socket.on('error', () => {
      // A reset by the server is one way of being dropped: 'close' reports it.
    });
    socket.once('connect', () => resolve({ socket, ended }));
    socket.once('error', reject);
  });
}

/** Writes one byte every 100 ms, as a slowloris client does, until the socket closes. */
function trickle(socket: net.Socket, text: string) {
  let next = 0;
  const timer = setInterval(() => {
    if (next < text.length && !socket.destroyed) socket.write(text[next++]);
  }, 100);
  socket.on('close', () => clearInterval(timer));
}

describe('slow clients', () => {
  it('drops a connection that trickles its headers once HEADERS_TIMEOUT has passed', async () => {
    const { socket, ended } = await connect();
    trickle(socket, `GET /healthz HTTP/1.1\r\nHost: localhost\r\n${'X-Slow: y\r\n'.repeat(100)}\r\n`);
    const { seconds, received } = await ended;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeLessThan(3);
  });

  it('drops a request whose body trickles in once REQUEST_TIMEOUT has passed', async () => {
    const { socket, ended } = await connect();
    const body = JSON.stringify({ username: 'slow@example.test', password: 'p'.repeat(200) });
    socket.write(
      `POST /api/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    trickle(socket, body);
    const { seconds, received } = await ended;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeLessThan(4);
  });

  it('closes connections beyond MAX_CONNECTIONS on arrival, and keeps serving the others', async () => {
    const held = await Promise.all([connect(), connect(), connect()]);
    const extra = await connect();
    extra.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect((await extra.ended).received).toBe('');

    // Connection: close, so the server ends the socket once it has answered.
    held[0].socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect((await held[0].ended).received).toMatch(/^HTTP\/1\.1 200/);
    for (const connection of held) connection.socket.destroy();
  });
});
