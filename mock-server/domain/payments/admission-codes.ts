import { randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { admissionCodeAlphabet } from '../../../shared/schemas/payments';
import type { Database } from '../../db/client';
import { admissionCodes } from '../../db/schema';

const groups = 3;
const groupLength = 4;

/**
 * A new code such as `K7QM-2XHD-9RPA`: 12 characters of a 31-letter alphabet, about 59 bits, so it
 * cannot be guessed within any throttle, and none of its letters can be misread as another.
 */
export function newAdmissionCode(): string {
  return Array.from({ length: groups }, () => unambiguousLetters(groupLength)).join('-');
}

/** Random characters of the alphabet in which none can be misread as another (codes, references). */
export function unambiguousLetters(length: number): string {
  return Array.from({ length }, () => admissionCodeAlphabet[randomInt(admissionCodeAlphabet.length)]).join(
    '',
  );
}

/** The code as stored, from what someone typed: upper case, without spaces and dashes, regrouped. */
export function normalAdmissionCode(typed: string): string {
  const bare = typed.toUpperCase().replace(/[\s-]+/g, '');
  return bare.match(new RegExp(`.{1,${groupLength}}`, 'g'))?.join('-') ?? '';
}

/** Gives the student a code in `tx` unless they have one: called wherever a student account is made. */
export async function giveAdmissionCode(tx: Database, studentId: number): Promise<string> {
  await tx
    .insert(admissionCodes)
    .values({ userId: studentId, code: newAdmissionCode() })
    .onConflictDoNothing({ target: admissionCodes.userId });
  const [row] = await tx
    .select({ code: admissionCodes.code })
    .from(admissionCodes)
    .where(eq(admissionCodes.userId, studentId));
  return row.code;
}

/** The student's code, made now if they have none yet (a student made before codes existed). */
export async function admissionCodeOf(db: Database, studentId: number): Promise<string> {
  const [row] = await db
    .select({ code: admissionCodes.code })
    .from(admissionCodes)
    .where(eq(admissionCodes.userId, studentId));
  return row?.code ?? giveAdmissionCode(db, studentId);
}

/** Compares in constant time, so the answer's timing does not tell how much of a code was right. */
export function sameCode(stored: string, typed: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(normalAdmissionCode(typed));
  return a.length === b.length && timingSafeEqual(a, b);
}
