import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Announcement } from '../../../shared/schemas/announcements';
import type { Database } from '../../db/client';
import { announcementBatches, announcements, users } from '../../db/schema';

export async function selectAnnouncements(db: Database, where: SQL | undefined, limit = 50) {
  const rows = await db
    .select({
      id: announcements.id,
      type: announcements.type,
      message: announcements.message,
      batchId: announcements.batchId,
      studentId: announcements.studentId,
      teacherFirstName: users.firstName,
      teacherLastName: users.lastName,
      createdAt: announcements.createdAt,
    })
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.teacherId))
    .where(where)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
  return rows.map(
    (row): Announcement => ({
      id: row.id,
      type: row.type,
      message: row.message,
      batch_id: row.batchId,
      student_id: row.studentId,
      teacher_name: `${row.teacherFirstName} ${row.teacherLastName}`.trim(),
      created_at: row.createdAt.toISOString(),
    }),
  );
}

/**
 * "all" reaches the students of the batches the sender taught when sending it (kept in
 * announcement_batches), "batch" one batch, "student" one student.
 */
export function addressedTo(db: Database, studentId: number, batchId: number | null): SQL | undefined {
  const toStudent = and(eq(announcements.type, 'student'), eq(announcements.studentId, studentId));
  if (batchId === null) return toStudent;
  return or(
    toStudent,
    and(eq(announcements.type, 'batch'), eq(announcements.batchId, batchId)),
    and(
      eq(announcements.type, 'all'),
      inArray(
        announcements.id,
        db
          .select({ id: announcementBatches.announcementId })
          .from(announcementBatches)
          .where(eq(announcementBatches.batchId, batchId)),
      ),
    ),
  );
}

/** What the student sees: announcements to all of their batch, to their batch, or to them. */
export async function announcementsForStudent(db: Database, studentId: number, batchId: number | null) {
  return selectAnnouncements(db, addressedTo(db, studentId, batchId));
}
