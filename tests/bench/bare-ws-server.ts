/**
 * The sockets' reference: a `ws` server with nothing else, in its own process like the HTTP
 * ceiling, that lets any socket in and, on `POST /api/homework/`, broadcasts the homework to every
 * socket the way ws's own README does (`client.send` for each), then answers. The API's fan-out is
 * reported beside this one's, measured by the same listeners in the same run: what a plain ws
 * broadcast manages on the VM at that moment, with no sign-in, database or bus in the way. It is
 * not a ceiling: the API frames a delivery once for all its sockets, which ws's `send` does not.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { aHomework } from '../../shared/testing/homework';

const server = createServer();
const wss = new WebSocketServer({ server, perMessageDeflate: false });

/** A homework as a batch channel carries it, announced under the title posted. */
const announced = (title: string) =>
  JSON.stringify({ action: 'new_homework', homework: aHomework({ title }) });

server.on('request', (request, response) => {
  if (request.method !== 'POST' || request.url !== '/api/homework/') {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const { title } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { title: string };
    const text = announced(title);
    for (const client of wss.clients) client.send(text);
    response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
  });
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ msg: 'listening', url: `http://127.0.0.1:${port}` })}\n`);
});
// Its sockets stay open to the end, so closing the server would wait for them.
process.on('SIGTERM', () => process.exit(0));
