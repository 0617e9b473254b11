import { and, asc, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { AdminOverview } from '../../../shared/schemas/admin';
import type { Database } from '../../db/client';
import { batches, profiles, users } from '../../db/schema';
import { todayUtc } from '../access/student-status';
import { newApplicationCount } from '../applications/applications';
import { batchRefOf, studentNameAndBatch, withProfileAndBatch } from '../students/student-columns';

export const endingWithinDays = 30;

const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The admin's first screen: counts, and the subscriptions ending soon (renewed with one click). */
export async function adminOverview(db: Database): Promise<AdminOverview> {
  const today = todayUtc();
  const lastDay = addDays(today, endingWithinDays);
  const [students] = await db
    .select({
      active: sql<number>`count(*) filter (where ${users.deactivatedAt} is null and ${profiles.validUntil} >= ${today})`,
      lapsed: sql<number>`count(*) filter (where ${users.deactivatedAt} is null and (${profiles.validUntil} is null or ${profiles.validUntil} < ${today}))`,
      deactivated: sql<number>`count(*) filter (where ${users.deactivatedAt} is not null)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.role, 'student'));
  const [batchCounts] = await db
    .select({
      active: sql<number>`count(*) filter (where ${batches.archivedAt} is null)`,
      archived: sql<number>`count(*) filter (where ${batches.archivedAt} is not null)`,
    })
    .from(batches);
  const [teachers] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, 'teacher'), isNull(users.deactivatedAt)));
  const renewalColumns = { ...studentNameAndBatch, email: users.email, validUntil: profiles.validUntil };
  const endingSoon = await withProfileAndBatch(db.select(renewalColumns).from(users).$dynamic())
    .where(
      and(
        eq(users.role, 'student'),
        isNull(users.deactivatedAt),
        gte(profiles.validUntil, today),
        lte(profiles.validUntil, lastDay),
      ),
    )
    .orderBy(asc(profiles.validUntil), asc(users.firstName));
  return {
    students: {
      active: Number(students.active),
      lapsed: Number(students.lapsed),
      deactivated: Number(students.deactivated),
    },
    batches: { active: Number(batchCounts.active), archived: Number(batchCounts.archived) },
    teachers: teachers.total,
    ending_soon: endingSoon.map((student) => ({
      id: student.id,
      first_name: student.firstName,
      last_name: student.lastName,
      email: student.email,
      batch: batchRefOf(student),
      valid_until: student.validUntil as string,
    })),
    ending_within_days: endingWithinDays,
    new_applications: await newApplicationCount(db),
  };
}
