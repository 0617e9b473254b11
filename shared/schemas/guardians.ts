import { z } from 'zod';
import { guardianRelation } from './attendance';
import { strongPassword } from './auth';
import { id, isoDateTime } from './common';
import { admissionCodeAlphabet } from './payments';
import { nameFields } from './profile';
import { singleLineText } from './text';

/** Guardian accounts: their children, pairing codes, sign-up and mail settings (docs/guardians.md). */

export const pairingCodeRules = {
  /** A code works this long after the student asked for it. */
  lifetimeDays: 7,
  /** Letters of the admission code's alphabet, shown in groups of four: about 49 bits. */
  length: 10,
  alphabet: admissionCodeAlphabet,
} as const;

/** The student's live pairing code, or null when none is live (used, expired or never asked for). */
export const pairingCodeView = z.object({ code: z.string().nullable(), expires_at: isoDateTime.nullable() });
export type PairingCodeView = z.infer<typeof pairingCodeView>;

const pairingCodeField = singleLineText()
  .trim()
  .min(1, 'Enter the pairing code the student sees on their profile.')
  .max(40, 'Enter the pairing code the student sees on their profile.');

/** A guardian signs up with a student's pairing code (the public /join-family page). */
export const guardianSignup = z.object({
  code: pairingCodeField,
  ...nameFields,
  relation: guardianRelation,
  email: z.email('Enter a valid e-mail address.').max(254),
  password: strongPassword,
});
export type GuardianSignup = z.input<typeof guardianSignup>;

/** A signed-in guardian adds another child with that child's pairing code. */
export const childPairing = z.object({ code: pairingCodeField });

export const guardianChild = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  batch_name: z.string().nullable(),
});
export type GuardianChild = z.infer<typeof guardianChild>;

export const guardianChildren = z.object({ children: z.array(guardianChild) });
export type GuardianChildren = z.infer<typeof guardianChildren>;

/** What a guardian gets by mail about one child; both on at admission. */
export const guardianMailSettings = z.object({
  weekly_summary: z.boolean({ error: 'weekly_summary must be true or false.' }),
  absence_mail: z.boolean({ error: 'absence_mail must be true or false.' }),
});
export type GuardianMailSettings = z.infer<typeof guardianMailSettings>;

/** The mails a guardian gets about a child, each with its own setting and unsubscribe link. */
export const guardianMailKind = z.enum(['weekly', 'absence']);
export type GuardianMailKind = z.infer<typeof guardianMailKind>;

export const guardianSignedUp = z.object({ detail: z.string(), email: z.string() });

export const guardianTexts = {
  codeRefused:
    'This pairing code is not valid: it may be mistyped, used or expired. Ask the student for a new one.',
  emailTaken:
    'An account with this e-mail already exists. Sign in and add the child with the code from the guardian area.',
  signedUp: 'Your guardian account is ready. Sign in with your e-mail and password.',
  invited: (email: string) => `An invitation was sent to ${email}.`,
  noEmail: 'This guardian has no e-mail address: add one before inviting them.',
  notAGuardian: 'This e-mail belongs to an account that is not a guardian’s.',
  /** What a guardian's unsubscribe link stops, as its page names it. */
  mailLabel: { weekly: 'the weekly summary of your child', absence: 'your child’s absences' },
  noSuchChild: 'No such child among yours.',
} as const;

/** The server's refusals of a pairing code's use, kept apart so the sign-up page's bundle leaves them out. */
export const pairingRefusals = {
  throttled: (wait: string) => `Too many wrong pairing codes. Try again in ${wait}.`,
  guardiansFull: (most: number) =>
    `This student already has ${most} guardians on record, the most a student can have. Ask the student or the academy to remove one, then use the code again.`,
} as const;
