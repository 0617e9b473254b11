import { randomBytes, scryptSync } from 'node:crypto';

/** The password of every account the bench and the growth script create. */
export const benchPassword = 'bench-password-1';

/**
 * A hash in the server's own `scrypt$N$r$p$salt$hash` format with N=2^10 instead of 2^15: the
 * server verifies with the parameters stored in the hash, so the write scenario can log in hundreds
 * of generated students in a second. Never used for a real account; the login scenario uses a
 * demo account with the real cost.
 */
export function cheapBenchHash(): string {
  const salt = randomBytes(16);
  const N = 2 ** 10;
  const hash = scryptSync(benchPassword, salt, 64, { N, r: 8, p: 1 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
}
