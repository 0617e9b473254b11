import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

/** Sends through the SMTP server of SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
