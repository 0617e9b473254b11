import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { createHashingSlots } from './hashing-slots';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// N=2^15: slow for a guesser, quick enough for a login.
const params = { N: 2 ** 15, r: 8, p: 1, keylen: 64 };
const maxmem = 64 * 1024 * 1024;

/**
 * scrypt runs on libuv's pool of 4 threads, which file access and DNS share, and each run takes a core
 * for tens of milliseconds: unbounded, a burst of sign-ins fills the pool and the cores and every
 * other request waits behind it. One core is kept for the rest of the server, and only a short queue
 * of hashing may wait: a burst beyond that is refused at once (503, Retry-After) rather than left
 * waiting.
 */
const concurrency = Math.max(1, Math.min(3, availableParallelism() - 1));
const slots = createHashingSlots({ concurrency, maxWaiting: 32 * concurrency });

/** `scrypt$N$r$p$salt$hash`, so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await slots.run(() =>
    scrypt(password, salt, params.keylen, { N: params.N, r: params.r, p: params.p, maxmem }),
  );
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await slots.run(() =>
    scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem,
    }),
  );
  return timingSafeEqual(actual, expected);
}
