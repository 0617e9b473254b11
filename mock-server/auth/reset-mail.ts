import { academyName } from '../../shared/brand';
import type { MailMessage } from '../mail/mailer';

function describeDuration(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/** The mail that carries a password reset link. */
export function resetMail(
  user: { email: string; firstName: string },
  link: URL,
  ttlSeconds: number,
): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your password',
    text: [
      `Hello ${user.firstName},`,
      '',
      `Someone (we hope you) asked to reset the password of your ${academyName} account.`,
      'Open this link to choose a new password:',
      '',
      link.toString(),
      '',
      `The link works once and expires in ${describeDuration(ttlSeconds)}.`,
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
