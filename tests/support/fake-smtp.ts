import { once } from 'node:events';
import { type AddressInfo, createServer, type Socket } from 'node:net';

/**
 * Just enough of an SMTP server to accept messages and keep what was sent. `mode` can be changed
 * while it runs: 'refuse' answers every message with a temporary failure, 'silent' accepts the
 * connection and never greets (an SMTP server that hangs).
 */
export async function startFakeSmtp() {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const smtp = { mode: 'accept' as 'accept' | 'refuse' | 'silent', received, url: '', close };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (smtp.mode === 'silent') return;
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else received.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^MAIL FROM/i.test(line) && smtp.mode === 'refuse') socket.write('451 try again later\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else {
          received.push(line);
          socket.write('250 ok\r\n');
        }
        end = buffer.indexOf('\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  smtp.url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}?ignoreTLS=true`;

  function close() {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return smtp;
}
