import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { GuardianList, guardianWrite } from '../../../shared/schemas/attendance';
import type { Database } from '../../db/client';
import { guardianLinks, guardians, users } from '../../db/schema';
import { requireStudent } from '../attendance/attendance';
import type { AdminOperation } from '../audit/admin-operation';
import { type AuditActor, recordAudit, userTarget } from '../audit/audit';

/** A student's guardians: the first and the optional second (docs/attendance.md#guardians). */

export type GuardianValues = z.output<typeof guardianWrite>;

export async function guardiansOf(db: Database, studentId: number): Promise<GuardianList> {
  const rows = await db
    .select({
      name: guardians.name,
      relation: guardians.relation,
      email: guardians.email,
      mobile: guardians.mobile,
      has_account: sql<boolean>`${guardianLinks.guardianId} is not null`,
    })
    .from(guardians)
    .leftJoin(users, and(ne(guardians.email, ''), sql`lower(${users.email}) = lower(${guardians.email})`))
    .leftJoin(
      guardianLinks,
      and(eq(guardianLinks.guardianId, users.id), eq(guardianLinks.studentId, guardians.studentId)),
    )
    .where(eq(guardians.studentId, studentId))
    .orderBy(asc(guardians.position));
  return { guardians: rows };
}

/**
 * Replaces the student's guardians through `tx`, first to last. A guardian whose e-mail stays keeps
 * their mail settings (a turned-off summary stays off). The record says who the guardians are: a
 * guardian account whose e-mail is no longer on it stops reading the student's records, so removing
 * a guardian (or correcting a wrong e-mail) also ends their access. Answers the accounts that lost it.
 */
export async function writeGuardians(
  tx: Database,
  student: { id: number; email: string },
  list: GuardianValues[],
  actor: AuditActor,
) {
  const studentId = student.id;
  const before = await tx.delete(guardians).where(eq(guardians.studentId, studentId)).returning({
    email: guardians.email,
    weeklySummary: guardians.weeklySummary,
    absenceMail: guardians.absenceMail,
  });
  const settingsOf = (email: string) => {
    const kept =
      email === '' ? undefined : before.find((row) => row.email.toLowerCase() === email.toLowerCase());
    return kept ? { weeklySummary: kept.weeklySummary, absenceMail: kept.absenceMail } : {};
  };
  if (list.length > 0)
    await tx.insert(guardians).values(
      list.map((guardian, index) => ({
        studentId,
        position: index + 1,
        ...guardian,
        ...settingsOf(guardian.email),
      })),
    );
  const emails = list.map((guardian) => guardian.email.toLowerCase()).filter((email) => email !== '');
  const stillOnRecord = tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails.length > 0 ? emails : ['']));
  const ended = await tx
    .delete(guardianLinks)
    .where(and(eq(guardianLinks.studentId, studentId), notInArray(guardianLinks.guardianId, stillOnRecord)))
    .returning({ guardianId: guardianLinks.guardianId });
  if (ended.length > 0) {
    const accounts = await tx
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          ended.map((row) => row.guardianId),
        ),
      );
    await recordAudit(tx, actor, {
      action: 'guardian.access_ended',
      ...userTarget(student.id, student.email),
      details: { guardian_emails: accounts.map((account) => account.email) },
    });
  }
}

/** The guardian an account starts with when all that is known is the old parent name. */
export const guardianFromParentName = (parentName: string): GuardianValues | null =>
  parentName.trim() === '' ? null : { name: parentName.trim(), relation: 'parent', email: '', mobile: '' };

/** The student changes their own guardians. */
export async function replaceOwnGuardians(db: Database, studentId: number, list: GuardianValues[]) {
  return db.transaction(async (tx) => {
    const student = await requireStudent(tx, studentId);
    await writeGuardians(tx, student, list, { userId: studentId });
    return guardiansOf(tx, studentId);
  });
}

/** An admin's read of a student's guardians; 404 when the id names no student. */
export async function studentGuardians(db: Database, studentId: number) {
  await requireStudent(db, studentId);
  return guardiansOf(db, studentId);
}

/** An admin changes a student's guardians, audited. */
export async function replaceStudentGuardians(op: AdminOperation, studentId: number, list: GuardianValues[]) {
  return op.db.transaction(async (tx) => {
    const student = await requireStudent(tx, studentId);
    await writeGuardians(tx, student, list, op.actor);
    await recordAudit(tx, op.actor, {
      action: 'student.guardians',
      ...userTarget(student.id, student.email),
      details: { guardians: list.length },
    });
    return guardiansOf(tx, studentId);
  });
}
