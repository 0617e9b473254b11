import { z } from 'zod';
import { messages } from '../messages';
import { id, isoDate } from './common';
import { commonPasswords } from './common-passwords';
import { singleLineText } from './text';

export const roles = ['student', 'teacher', 'admin', 'guardian'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

/** ASVS 2.1.1 and 2.1.2: at least 12 characters (a passphrase fits), at most 128. */
export const passwordRules = { minLength: 12, maxLength: 128 } as const;

export const loginRequest = z.object({
  username: singleLineText().trim().min(1, 'Enter your email.'),
  // No stored password is longer, so a longer one is refused before the slow hash rather than hashed.
  password: z
    .string()
    .min(1, 'Enter your password.')
    .max(passwordRules.maxLength, messages.auth.passwordTooLong(passwordRules.maxLength)),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionUser = z.object({
  id,
  email: z.string(),
  role,
  first_name: z.string(),
  last_name: z.string(),
  /** Students only: the last day (YYYY-MM-DD) their subscription covers; null when none. */
  valid_until: isoDate.nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** A sign-in the browser keeps: tokens and a user of a known role (docs/behaviour.md#session). */
export const signedInSession = z.object({
  access: z.string(),
  refresh: z.string(),
  user: sessionUser,
});
export type SignedInSession = z.infer<typeof signedInSession>;

/**
 * The login answer as the client reads it. The role may be any non-empty text: an unknown role is
 * the login-routing machine's to refuse ('Unknown user role.', docs/behaviour.md#login-routing), not a parse
 * failure; an answer without a role still fails to parse and counts as a failed sign-in.
 */
export const loginResponse = signedInSession.extend({
  user: sessionUser.extend({ role: z.string().trim().min(1) }),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const refreshRequest = z.object({ refresh: z.string().min(1, 'A refresh token is required.') });
/**
 * `refresh` is the rotated refresh token, which replaces the stored one (the one sent no longer
 * works). It is absent when another tab rotated the token a moment earlier: keep the stored one.
 */
export const refreshResponse = z.object({ access: z.string(), refresh: z.string().optional() });
export type RefreshResponse = z.infer<typeof refreshResponse>;

/** Ends the session of the refresh token given, and of the bearer access token when one is sent. */
export const logoutRequest = z.object({
  refresh: z.string().min(1, 'Give the refresh token of the session to end, or leave it out.').optional(),
  /** This device's push endpoint, when it has one: the device stops getting the person's pushes. */
  push_endpoint: z.string().max(2048, 'push_endpoint must be at most 2048 characters.').optional(),
});

export const passwordResetRequest = z.object({
  email: z.email('Please enter your email.'),
  redirect_url: z.url({ protocol: /^https?$/, error: 'redirect_url must be an http(s) URL.' }),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/**
 * The policy for a password being set (reset, admin CLI): length only, no composition rules, and not
 * one of the common passwords (ASVS 2.1.7). Existing passwords are not re-checked at sign-in.
 */
export const strongPassword = z
  .string()
  .min(passwordRules.minLength, messages.auth.passwordTooShort(passwordRules.minLength))
  .max(passwordRules.maxLength, messages.auth.passwordTooLong(passwordRules.maxLength))
  .refine((value) => !commonPasswords.has(value.toLowerCase()), {
    message: messages.auth.passwordTooCommon,
  });

export const passwordResetConfirmRequest = z.object({
  uid: z.string().min(1, 'uid is required.'),
  token: z.string().min(1, 'token is required.'),
  password: strongPassword,
});
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequest>;

/** A password set from a mailed link: the sign-in that follows starts with the account's e-mail. */
export const passwordResetDone = z.object({ detail: z.string(), email: z.string() });
