import { z } from 'zod';
import { loginRequest, strongPassword } from './auth';
import { isoDateTime } from './common';

/** One of the signed-in user's own sessions (a browser or device that signed in). */
export const accountSession = z.object({
  id: z.string(),
  /** The browser and system read from its User-Agent, e.g. "Firefox on Windows". */
  device: z.string(),
  /** The address it signed in from. */
  address: z.string(),
  signed_in_at: isoDateTime,
  /** Its last token refresh: a session in use refreshes every few minutes. */
  last_seen_at: isoDateTime,
  /** The session making this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

/** The live sessions, the current one first, then by last seen, newest first. */
export const accountSessionList = z.array(accountSession);

export const sessionEnd = z.object({
  session_id: z.string({ error: 'Name the session to end.' }).min(1, 'Name the session to end.').max(64),
});
export type SessionEnd = z.infer<typeof sessionEnd>;

export const passwordChange = z.object({
  current_password: loginRequest.shape.password,
  new_password: strongPassword,
});
export type PasswordChange = z.input<typeof passwordChange>;
