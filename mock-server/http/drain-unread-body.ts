import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** More than any refused upload a real client sends; past it the sender is cut off. */
const maxDrainedBytes = 32 * 1024 * 1024;

/**
 * Reads and discards the rest of a body the answer did not need (a 413, a 401 before an upload), so
 * the client finishes writing and reads the answer: closing a socket with unread bytes in it sends a
 * reset, which Node's fetch and http.request report as EPIPE or ECONNRESET instead of the answer.
 * Time is bounded by the server's requestTimeout, size by maxDrainedBytes. The answer keeps the
 * connection alive (no `Connection: close`), so Node does not close it under the upload.
 */
function drainAfterAnswer(request: IncomingMessage) {
  if (request.complete || request.destroyed) return;
  let drained = 0;
  // A reader that stopped half-way (a body limit counting a chunked body) holds the stream paused.
  request.removeAllListeners('data');
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > maxDrainedBytes) request.socket.destroy();
  });
  request.resume();
}

/**
 * Installs the drain on every request of `server`. Replaces @hono/node-server's own clean-up
 * (`autoCleanupIncoming: false`), which closes the socket after 500 ms: too soon for a slow uploader.
 */
export function drainUnreadBodies(server: Server) {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', () => drainAfterAnswer(request));
  });
}
