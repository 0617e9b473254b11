/**
 * A push service that takes every message and opens none (the bench's devices are many; decrypting
 * each would take the cores the server is measured on). GET /count answers how many it took, and
 * when the first and the last arrived (ms since the process started; POST /restart-clock makes the
 * next one the first).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

let taken = 0;
let firstAtMs = 0;
let lastAtMs = 0;
const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/restart-clock') {
    // The next push starts the clock of a scenario's rate again.
    firstAtMs = 0;
    response.writeHead(204);
    response.end();
    return;
  }
  if (request.method === 'GET' && request.url === '/count') {
    const body = JSON.stringify({ taken, firstAtMs, lastAtMs });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
    return;
  }
  request.resume();
  request.on('end', () => {
    if (firstAtMs === 0) firstAtMs = performance.now();
    taken += 1;
    lastAtMs = performance.now();
    response.writeHead(201);
    response.end();
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ msg: 'listening', url: `http://127.0.0.1:${port}` })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
