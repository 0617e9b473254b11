/**
 * What the set-password page hands the sign-in page in the history entry's state: the e-mail of
 * the account whose password was just set from an invitation.
 */
export type AfterPasswordSet = { passwordSetFor: string };

/** The e-mail an invitation's new password was set for, when the sign-in page was opened after one. */
export function passwordSetFor(state: unknown): string | null {
  const email = (state as Partial<AfterPasswordSet> | null)?.passwordSetFor;
  return typeof email === 'string' && email ? email : null;
}
