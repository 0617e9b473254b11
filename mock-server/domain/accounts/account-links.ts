import { academyName } from '../../../shared/brand';
import { accountLinks } from '../../../shared/constants';
import { newResetToken } from '../../auth/reset-token';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';

/** Where account links are mailed from: the site's address and how long a reset link lives. */
export type AccountLinkSettings = { mailer: Mailer; siteUrl: string; resetTtlSeconds: number };

type Recipient = { id: number; email: string; firstName: string };

const dayMs = 86_400_000;

/**
 * The site every mailed link leads to, from configuration only: PUBLIC_URL, else this machine's
 * loopback address (a development server). A request's Origin or Host header is the sender's to
 * choose, so it never decides where a link carrying a secret goes.
 */
export function mailedSiteUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port || 8000}`;
}

/** What every admin-sent link mail is made with, on this server's configuration. */
export function accountLinkSettings(
  config: Pick<Config, 'publicUrl' | 'port' | 'passwordResetTtlSeconds'>,
  mailer: Mailer,
): AccountLinkSettings {
  return { mailer, siteUrl: mailedSiteUrl(config), resetTtlSeconds: config.passwordResetTtlSeconds };
}

function linkTo(siteUrl: string, path: string, user: Recipient, token: string): string {
  const url = new URL(path, siteUrl);
  url.searchParams.set('uid', String(user.id));
  url.searchParams.set('token', token);
  return url.toString();
}

type LinkMail = {
  /** What the token opens; a password reset when absent. */
  purpose?: 'invitation';
  lifetimeMs: number;
  /** The page the link opens (accountLinks). */
  path: string;
  subject: string;
  /** The lines after the greeting, around the link. */
  body: (link: string) => string[];
};

/** A new single-use token for `user`, and the mail carrying its link, both through `tx`. */
async function queueLinkMail(tx: Database, settings: AccountLinkSettings, user: Recipient, mail: LinkMail) {
  const { token, tokenHash } = newResetToken();
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    ...(mail.purpose ? { purpose: mail.purpose } : {}),
    tokenHash,
    expiresAt: new Date(Date.now() + mail.lifetimeMs),
  });
  const link = linkTo(settings.siteUrl, mail.path, user, token);
  await settings.mailer.enqueue(tx, {
    to: user.email,
    subject: mail.subject,
    text: [`Hello ${user.firstName},`, '', ...mail.body(link)].join('\n'),
  });
}

/**
 * Queues, through `tx` (the transaction creating the account), the invitation: a single-use link to
 * choose a first password, confirmed like a reset link (POST /api/password-reset-confirm/). A student's
 * invitation also gives their admission code, which pays their fees on /pricing.
 */
export async function queueInvitation(
  tx: Database,
  settings: AccountLinkSettings,
  user: Recipient,
  admissionCode?: string,
) {
  const days = accountLinks.invitationTtlDays;
  await queueLinkMail(tx, settings, user, {
    purpose: 'invitation',
    lifetimeMs: days * dayMs,
    path: accountLinks.setPasswordPath,
    subject: `Your ${academyName} account is ready`,
    body: (link) => [
      `An account has been created for you at ${academyName}.`,
      'Open this link to choose your password, then sign in with this e-mail address:',
      '',
      link,
      '',
      `The link works once and expires in ${days} days.`,
      ...(admissionCode
        ? [
            '',
            `Your admission code is ${admissionCode}. With your e-mail it pays your fees on the Payments page.`,
          ]
        : []),
    ],
  });
}

/** Queues a reset link an admin sent: the same link and life as one the user asked for. */
export async function queueAdminResetLink(tx: Database, settings: AccountLinkSettings, user: Recipient) {
  await queueLinkMail(tx, settings, user, {
    lifetimeMs: settings.resetTtlSeconds * 1000,
    path: accountLinks.resetPasswordPath,
    subject: 'Reset your password',
    body: (link) => [
      `The academy sent you a link to choose a new password for your ${academyName} account:`,
      '',
      link,
      '',
      `The link works once and expires in ${Math.round(settings.resetTtlSeconds / 60)} minutes.`,
      'Your current password keeps working until you choose a new one.',
    ],
  });
}

/**
 * Queues, through `tx`, a guardian's invitation from the staff: the same single-use set-password link
 * as an account invitation, naming the child whose records it opens.
 */
export async function queueGuardianInvitation(
  tx: Database,
  settings: AccountLinkSettings,
  user: Recipient,
  childName: string,
) {
  const days = accountLinks.invitationTtlDays;
  await queueLinkMail(tx, settings, user, {
    purpose: 'invitation',
    lifetimeMs: days * dayMs,
    path: accountLinks.setPasswordPath,
    subject: `Follow ${childName}'s progress at ${academyName}`,
    body: (link) => [
      `${academyName} invites you to follow ${childName}'s classes, homework, attendance and progress.`,
      'Open this link to choose your password, then sign in with this e-mail address:',
      '',
      link,
      '',
      `The link works once and expires in ${days} days.`,
    ],
  });
}

/** Tells an existing guardian account that the staff linked one more child to it. */
export async function queueChildLinkedMail(
  tx: Database,
  settings: AccountLinkSettings,
  user: Recipient,
  childName: string,
) {
  await settings.mailer.enqueue(tx, {
    to: user.email,
    subject: `${childName} is now in your ${academyName} account`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `${academyName} added ${childName} to your guardian account. Sign in and pick them to see their records:`,
      '',
      new URL('/login', settings.siteUrl).toString(),
    ].join('\n'),
  });
}
