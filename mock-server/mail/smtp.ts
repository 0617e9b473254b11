import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

/**
 * Sends through the SMTP server of SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). A server
 * that hangs fails the send within seconds (not nodemailer's 10 minutes), so the queue goes on and
 * retries it later; the URL's query (e.g. ?greetingTimeout=5000) overrides these.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
