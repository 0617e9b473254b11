import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { admissionCodeAlphabet } from '../../../shared/schemas/payments';
import type { Database } from '../../db/client';
import { admissionCodes, users } from '../../db/schema';

const groups = 3;
const groupLength = 4;

/**
 * A new code such as `K7QM-2XHD-9RPA`: 12 characters of a 31-letter alphabet, about 59 bits, so it
 * cannot be guessed within any throttle, and none of its letters can be misread as another.
 */
export function newAdmissionCode(): string {
  const parts = Array.from({ length: groups }, () =>
    Array.from(
      { length: groupLength },
      () => admissionCodeAlphabet[randomInt(admissionCodeAlphabet.length)],
    ).join(''),
  );
  return parts.join('-');
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

/** Every student made before codes existed gets one; run at start, doing nothing once all have one. */
export async function giveMissingAdmissionCodes(db: Database): Promise<number> {
  const missing = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(admissionCodes, eq(admissionCodes.userId, users.id))
    .where(and(eq(users.role, 'student'), isNull(admissionCodes.userId)));
  for (const student of missing) await giveAdmissionCode(db, student.id);
  return missing.length;
}

/** The student's code, made now if they have none yet (a student who predates the start that would have). */
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
