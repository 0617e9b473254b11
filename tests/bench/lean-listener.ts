import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

/**
 * A WebSocket listener that does no more per message than the fan-out's timing needs: it notes when
 * its socket's first bytes after the handshake arrive and keeps them, to be read as frames once the
 * timing is over. The bench's listeners share the machine's two cores with the server. As ws clients,
 * each message cost them a frame parse, a Buffer and an event before it was timed, and that work
 * competed with the fan-out it measured and raised its p99, as an HTTP client in Node would have
 * with the reads (which is why they are loaded by autocannon).
 */
export type LeanListener = {
  firstDataAt: number | null;
  /** Everything received after the handshake. */
  received: Buffer[];
  close(): void;
};

const acceptSuffix = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const headerEnd = Buffer.from('\r\n\r\n');

/** Opens `path` on the server at `url` as a browser would (`?token=`); null if it is refused. */
export function openLeanListener(url: string, path: string, token: string): Promise<LeanListener | null> {
  const target = new URL(path, url);
  target.searchParams.set('token', token);
  const key = randomBytes(16).toString('base64');
  const accept = createHash('sha1')
    .update(key + acceptSuffix)
    .digest('base64');
  const connection = net.connect(Number(target.port), target.hostname);
  const listener: LeanListener = { firstDataAt: null, received: [], close: () => connection.destroy() };
  return new Promise((resolve) => {
    // The handshake's answer as it comes in; null once it has been read.
    let head: Buffer | null = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      if (head === null) {
        listener.firstDataAt ??= performance.now();
        listener.received.push(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(headerEnd);
      if (end < 0) return;
      const answer = head.subarray(0, end).toString('latin1');
      const rest = head.subarray(end + headerEnd.length);
      head = null;
      if (!answer.startsWith('HTTP/1.1 101') || !answer.includes(`Sec-WebSocket-Accept: ${accept}`)) {
        connection.destroy();
        resolve(null);
        return;
      }
      resolve(listener);
      if (rest.length > 0) onData(rest);
    };
    connection.on('data', onData);
    connection.once('error', () => resolve(null));
    connection.once('close', () => resolve(null));
    connection.once('connect', () => {
      connection.setNoDelay(true);
      connection.write(
        `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
  });
}

/**
 * The text messages in what a listener received, read as a client reads a server's frames (RFC 6455
 * section 5.2: unmasked); throws on anything but whole, unfragmented text frames.
 */
export function textMessagesOf(received: Buffer[]): string[] {
  const bytes = Buffer.concat(received);
  const messages: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (bytes[at] !== 0x81) throw new Error(`not a whole text frame: first byte ${bytes[at]}`);
    const shortLength = bytes[at + 1];
    if (shortLength & 0x80) throw new Error('a server frame must not be masked');
    let length = shortLength;
    let headerLength = 2;
    if (shortLength === 126) {
      length = bytes.readUInt16BE(at + 2);
      headerLength = 4;
    } else if (shortLength === 127) {
      length = Number(bytes.readBigUInt64BE(at + 2));
      headerLength = 10;
    }
    const start = at + headerLength;
    if (start + length > bytes.length) throw new Error('a frame cut short');
    messages.push(bytes.subarray(start, start + length).toString('utf8'));
    at = start + length;
  }
  return messages;
}
