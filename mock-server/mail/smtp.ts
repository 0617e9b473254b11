import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Sends through the SMTP server of SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
