import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from './smtp';

/** Just enough of an SMTP server to accept one message and keep what was sent. */
function fakeSmtpServer() {
  const received: string[] = [];
  const server = createServer((socket) => {
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
  return { server, received };
}

const smtp = fakeSmtpServer();

beforeAll(async () => {
  smtp.server.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
});
afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

describe('SMTP transport', () => {
  it('hands the message with sender, recipient and text to the SMTP server of SMTP_URL', async () => {
    const { port } = smtp.server.address() as AddressInfo;
    const transport = createSmtpTransport(
      `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      'Tutoring <no-reply@tutoring.test>',
    );
    await transport.send({ to: 'asha@demo.school', subject: 'Reset your password', text: 'Open this link' });
    expect(smtp.received).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^MAIL FROM:<no-reply@tutoring\.test>/),
        expect.stringMatching(/^RCPT TO:<asha@demo\.school>/),
        'Subject: Reset your password',
        'Open this link',
      ]),
    );
  });
});
