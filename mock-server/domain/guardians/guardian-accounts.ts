import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type GuardianRelation, maxGuardians } from '../../../shared/schemas/attendance';
import {
  type GuardianChildren,
  type guardianSignup,
  guardianTexts,
  type PairingCodeView,
  pairingCodeRules,
  pairingRefusals,
} from '../../../shared/schemas/guardians';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../../db/client';
import { batches, guardianLinks, guardians, pairingCodes, profiles, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { queueChildLinkedMail, queueGuardianInvitation } from '../accounts/account-links';
import { accountIsActive, authUserColumns, insertAccount, pendingPasswordHash } from '../accounts/accounts';
import type { AuthUser } from '../accounts/auth-user';
import { findUserByEmail } from '../accounts/users';
import { requireStudent } from '../attendance/attendance';
import type { AdminOperation } from '../audit/admin-operation';
import { recordAudit, userTarget } from '../audit/audit';
import { conflict, DomainError, invalid, notFound } from '../errors';
import { canNameARow } from '../ids';
import { normalAdmissionCode, unambiguousLetters } from '../payments/admission-codes';

/** Guardian accounts and the children they may read (docs/guardians.md). */

const dayMs = 86_400_000;

/** A new code such as `K7QM-2XHD-9R`: letters that cannot be misread, grouped as admission codes are. */
export const newPairingCode = () => normalAdmissionCode(unambiguousLetters(pairingCodeRules.length));

/** The student's live code: not used and not expired. */
export async function pairingCodeOf(
  db: Database,
  studentId: number,
  now = new Date(),
): Promise<PairingCodeView> {
  const [row] = await db
    .select({ code: pairingCodes.code, expiresAt: pairingCodes.expiresAt })
    .from(pairingCodes)
    .where(
      and(
        eq(pairingCodes.studentId, studentId),
        isNull(pairingCodes.usedAt),
        gt(pairingCodes.expiresAt, now),
      ),
    );
  return row ? { code: row.code, expires_at: row.expiresAt.toISOString() } : { code: null, expires_at: null };
}

/** A new code for the student, replacing any earlier one (which stops working). */
export async function issuePairingCode(db: Database, studentId: number, now = new Date()) {
  const expiresAt = new Date(now.getTime() + pairingCodeRules.lifetimeDays * dayMs);
  const code = newPairingCode();
  await db
    .insert(pairingCodes)
    .values({ studentId, code, expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: pairingCodes.studentId,
      set: { code, expiresAt, usedAt: null, createdAt: now },
    });
  return { code, expires_at: expiresAt.toISOString() };
}

/** Uses up a live code through `tx` and answers its student; a wrong, used or expired code is refused alike. */
async function claimPairingCode(tx: Database, typed: string, now: Date): Promise<number> {
  const [row] = await tx
    .update(pairingCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(pairingCodes.code, normalAdmissionCode(typed)),
        isNull(pairingCodes.usedAt),
        gt(pairingCodes.expiresAt, now),
      ),
    )
    .returning({ studentId: pairingCodes.studentId });
  if (!row) throw invalid(guardianTexts.codeRefused, { code: [guardianTexts.codeRefused] });
  return row.studentId;
}

type GuardianPerson = { name: string; relation: GuardianRelation; email: string };

/**
 * Links the account to the child through `tx` and puts the guardian on the child's record, so the
 * summary mails reach every linked guardian. A guardian not on a full record is refused: a student has
 * at most `maxGuardians`, and a linked account the record cannot hold would get no mail.
 */
async function linkChild(tx: Database, guardianId: number, studentId: number, person: GuardianPerson) {
  const [onRecord] = await tx
    .select({ count: count() })
    .from(guardians)
    .where(and(eq(guardians.studentId, studentId), sql`lower(${guardians.email}) = lower(${person.email})`));
  if (onRecord.count === 0) {
    const [{ taken }] = await tx
      .select({ taken: sql<number[]>`coalesce(array_agg(${guardians.position}), '{}')` })
      .from(guardians)
      .where(eq(guardians.studentId, studentId));
    const free = Array.from({ length: maxGuardians }, (_, index) => index + 1).find(
      (position) => !taken.includes(position),
    );
    if (free === undefined) throw conflict(pairingRefusals.guardiansFull(maxGuardians));
    await tx.insert(guardians).values({ studentId, position: free, ...person, mobile: '' });
  }
  await tx.insert(guardianLinks).values({ guardianId, studentId }).onConflictDoNothing();
}

/** Whether a refusal is a wrong, used or expired pairing code: the only outcome a guess throttle counts. */
export const isWrongPairingCode = (error: unknown) =>
  error instanceof DomainError && error.detail === guardianTexts.codeRefused;

/** A guardian signs up on the public page with a student's pairing code. */
export async function signUpGuardian(db: Database, input: z.output<typeof guardianSignup>, now = new Date()) {
  const email = input.email.trim();
  if (await findUserByEmail(db, email)) throw conflict(guardianTexts.emailTaken);
  // Hashed before the transaction: the slow KDF must not hold PGlite's single connection.
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      const studentId = await claimPairingCode(tx, input.code, now);
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          role: 'guardian',
          firstName: input.first_name,
          lastName: input.last_name,
        })
        .returning({ id: users.id });
      await tx.insert(profiles).values({ userId: user.id });
      await linkChild(tx, user.id, studentId, {
        name: `${input.first_name} ${input.last_name}`,
        relation: input.relation,
        email,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(guardianTexts.emailTaken);
    throw error;
  }
  return { detail: guardianTexts.signedUp, email };
}

/** A signed-in guardian adds one more child with that child's pairing code. */
export async function addChildByCode(db: Database, guardian: AuthUser, code: string, now = new Date()) {
  const studentId = await db.transaction(async (tx) => {
    const claimed = await claimPairingCode(tx, code, now);
    await linkChild(tx, guardian.id, claimed, {
      name: `${guardian.firstName} ${guardian.lastName}`,
      relation: 'parent',
      email: guardian.email,
    });
    return claimed;
  });
  const child = (await childrenOf(db, guardian.id)).children.find((row) => row.id === studentId);
  if (!child) throw notFound(guardianTexts.noSuchChild);
  return child;
}

/**
 * The staff invite a guardian on the student's record: a new account gets a set-password link; an
 * existing guardian account is linked to the child and told so. Audited either way.
 */
export async function inviteGuardian(op: AdminOperation, studentId: number, position: number) {
  const links = op.links;
  if (!links) throw invalid('Invitations are sent from the web area.');
  const student = await requireStudent(op.db, studentId);
  const [record] = await op.db
    .select()
    .from(guardians)
    .where(and(eq(guardians.studentId, studentId), eq(guardians.position, position)));
  if (!record) throw notFound('This student has no such guardian.');
  const email = record.email.trim();
  if (email === '') throw invalid(guardianTexts.noEmail, { email: [guardianTexts.noEmail] });
  const existing = await findUserByEmail(op.db, email);
  if (existing && existing.role !== 'guardian') throw conflict(guardianTexts.notAGuardian);
  const childName = `${student.firstName} ${student.lastName}`;
  const [firstName, ...rest] = record.name.split(/\s+/);
  try {
    await op.db.transaction(async (tx) => {
      const guardianId = existing
        ? existing.id
        : await insertAccount(
            tx,
            op,
            { role: 'guardian', email, firstName, lastName: rest.join(' ') || '-' },
            pendingPasswordHash,
          );
      await tx.insert(guardianLinks).values({ guardianId, studentId }).onConflictDoNothing();
      const recipient = { id: guardianId, email, firstName: existing?.firstName ?? firstName };
      if (existing) await queueChildLinkedMail(tx, links, recipient, childName);
      else await queueGuardianInvitation(tx, links, recipient, childName);
      await recordAudit(tx, op.actor, {
        action: 'guardian.invite',
        ...userTarget(student.id, student.email),
        details: { guardian_email: email, position, existing_account: Boolean(existing) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(guardianTexts.emailTaken);
    throw error;
  }
  links.mailer.poke();
  return { detail: guardianTexts.invited(email) };
}

/** The guardian's children, by first name. */
export async function childrenOf(db: Database, guardianId: number): Promise<GuardianChildren> {
  const rows = await db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      batch_name: batches.name,
    })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.studentId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(batches, eq(batches.id, profiles.batchId))
    .where(and(eq(guardianLinks.guardianId, guardianId), accountIsActive))
    .orderBy(asc(users.firstName), asc(users.id));
  return { children: rows };
}

/** Whether the student is one of the guardian's children (a receipt of theirs, say). */
export async function isLinkedChild(db: Database, guardianId: number, studentId: number) {
  const [link] = await db
    .select({ studentId: guardianLinks.studentId })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.studentId, studentId)));
  return link !== undefined;
}

/**
 * The child a guardian asks about, as the signed-in student they stand for: every read of the
 * child's records goes through here. Any student not linked to them is "not found", so a guardian
 * learns nothing of other students.
 */
export async function requireChildOf(db: Database, guardianId: number, studentId: number): Promise<AuthUser> {
  const [child] = canNameARow(studentId)
    ? await db
        .select(authUserColumns)
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.studentId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            eq(guardianLinks.guardianId, guardianId),
            eq(guardianLinks.studentId, studentId),
            eq(users.role, 'student'),
            accountIsActive,
          ),
        )
    : [];
  if (!child) throw notFound(guardianTexts.noSuchChild);
  return child;
}
