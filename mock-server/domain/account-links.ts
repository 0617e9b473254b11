import { accountLinks } from '../../shared/constants';
import { newResetToken } from '../auth/reset-token';
import type { Database } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import type { Mailer } from '../mail/mailer';

/** Where account links are mailed from: the site's address and how long a reset link lives. */
export type AccountLinkSettings = { mailer: Mailer; siteUrl: string; resetTtlSeconds: number };

type Recipient = { id: number; email: string; firstName: string };

const dayMs = 86_400_000;

function linkTo(siteUrl: string, path: string, user: Recipient, token: string): string {
  const url = new URL(path, siteUrl);
  url.searchParams.set('uid', String(user.id));
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Queues, through `tx` (the transaction creating the account), the invitation: a single-use link to
 * choose a first password, confirmed like a reset link (POST /api/password-reset-confirm/).
 */
export async function queueInvitation(tx: Database, settings: AccountLinkSettings, user: Recipient) {
  const { token, tokenHash } = newResetToken();
  const days = accountLinks.invitationTtlDays;
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    purpose: 'invitation',
    tokenHash,
    expiresAt: new Date(Date.now() + days * dayMs),
  });
  await settings.mailer.enqueue(tx, {
    to: user.email,
    subject: 'Your Tutoring Service account is ready',
    text: [
      `Hello ${user.firstName},`,
      '',
      'An account has been created for you at the Tutoring Service.',
      'Open this link to choose your password, then sign in with this e-mail address:',
      '',
      linkTo(settings.siteUrl, accountLinks.setPasswordPath, user, token),
      '',
      `The link works once and expires in ${days} days.`,
    ].join('\n'),
  });
}

/** Queues a reset link an admin sent: the same link and life as one the user asked for. */
export async function queueAdminResetLink(tx: Database, settings: AccountLinkSettings, user: Recipient) {
  const { token, tokenHash } = newResetToken();
  const minutes = Math.round(settings.resetTtlSeconds / 60);
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash,
    expiresAt: new Date(Date.now() + settings.resetTtlSeconds * 1000),
  });
  await settings.mailer.enqueue(tx, {
    to: user.email,
    subject: 'Reset your password',
    text: [
      `Hello ${user.firstName},`,
      '',
      'The academy sent you a link to choose a new password for your Tutoring Service account:',
      '',
      linkTo(settings.siteUrl, accountLinks.resetPasswordPath, user, token),
      '',
      `The link works once and expires in ${minutes} minutes.`,
      'Your current password keeps working until you choose a new one.',
    ].join('\n'),
  });
}
