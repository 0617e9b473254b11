import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../tests/support/fake-smtp';
import { createSmtpTransport } from './smtp';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

describe('SMTP transport', () => {
  it('hands the message with sender, recipient and text to the SMTP server of SMTP_URL', async () => {
    const transport = createSmtpTransport(smtp.url, 'Tutoring <no-reply@tutoring.test>');
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
