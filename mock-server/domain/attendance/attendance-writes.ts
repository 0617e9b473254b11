import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { programme } from '../../../shared/constants';
import { attendanceRules, type attendanceWrite } from '../../../shared/schemas/attendance';
import type { Database } from '../../db/client';
import { attendance } from '../../db/schema';
import type { AuthUser } from '../accounts/auth-user';
import { recordAudit } from '../audit/audit';
import { invalid, notFound } from '../errors';
import { queueAbsenceMail } from '../guardians/guardian-mail';
import {
  academyDay,
  classAttendanceOf,
  classRoster,
  requireClassRow,
  requireTaughtClass,
} from './attendance';

/** Changes to attendance, each in one transaction (docs/attendance.md). */

const minuteMs = 60_000;

/**
 * The teacher's marking of a class: every student of the batch gets a status. Marking or changing it
 * after the class's day (in the academy's time zone) is audited with what changed.
 */
export async function markAttendance(
  db: Database,
  teacherId: number,
  classId: number,
  body: z.output<typeof attendanceWrite>,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await requireTaughtClass(tx, teacherId, classId);
    if (row.startTime.getTime() - attendanceRules.joinOpensMinutesBefore * minuteMs > now.getTime())
      throw invalid('This class has not started yet: mark it once it has.');
    const roster = await classRoster(tx, row);
    const known = new Map(roster.map((student) => [student.id, student]));
    const fields: Record<string, string[]> = {};
    const seen = new Set<number>();
    body.entries.forEach((entry, index) => {
      if (!known.has(entry.student_id))
        fields[`entries.${index}.student_id`] = ['This student is not in the class’s batch.'];
      else if (seen.has(entry.student_id))
        fields[`entries.${index}.student_id`] = ['This student is marked twice.'];
      seen.add(entry.student_id);
    });
    const missing = roster.filter((student) => student.current && !seen.has(student.id));
    if (missing.length > 0)
      fields.entries = [
        `Mark every student of the batch; missing: ${missing.map((student) => `${student.firstName} ${student.lastName}`).join(', ')}.`,
      ];
    const problems = Object.entries(fields);
    if (problems.length > 0) throw invalid(`${problems[0][0]}: ${problems[0][1][0]}`, fields);

    const changes: { student_id: number; from: string | null; to: string }[] = [];
    for (const entry of body.entries) {
      const before = known.get(entry.student_id)?.record ?? null;
      if (before?.status === entry.status && before.remark === entry.remark) continue;
      changes.push({ student_id: entry.student_id, from: before?.status ?? null, to: entry.status });
      await tx
        .insert(attendance)
        .values({
          classId: row.id,
          studentId: entry.student_id,
          status: entry.status,
          remark: entry.remark,
          markedBy: teacherId,
          markedAt: now,
        })
        .onConflictDoUpdate({
          target: [attendance.classId, attendance.studentId],
          set: { status: entry.status, remark: entry.remark, markedBy: teacherId, markedAt: now },
        });
      // The guardians hear of an absence the same day, once a student a class however often it is saved.
      if (entry.status === 'absent') await queueAbsenceMail(tx, row.id, entry.student_id);
    }
    const classDay = academyDay(row.startTime);
    if (changes.length > 0 && academyDay(now) > classDay) {
      await recordAudit(
        tx,
        { userId: teacherId },
        {
          action: 'attendance.change',
          targetType: 'class',
          targetId: row.id,
          targetLabel: `${row.topic} (${row.batchName}, ${classDay})`,
          details: {
            batch_id: row.batchId,
            student_ids: changes.map((change) => change.student_id),
            changes: changes.map((change) => `${change.from ?? 'not marked'} → ${change.to}`),
          },
        },
      );
    }
    return classAttendanceOf(tx, row);
  });
}

/**
 * A student's "Join Class" click: the first one from shortly before the start until the class has
 * ended is kept, to suggest present or late; any other is answered but not kept.
 */
export async function recordJoin(db: Database, student: AuthUser, classId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await requireClassRow(tx, classId);
    if (student.batchId !== row.batchId) throw notFound('No such class in your batch.');
    const opens = row.startTime.getTime() - attendanceRules.joinOpensMinutesBefore * minuteMs;
    const ends = row.startTime.getTime() + programme.classDurationMinutes * minuteMs;
    if (now.getTime() < opens || now.getTime() > ends) return { recorded: false };
    await tx
      .insert(attendance)
      .values({ classId: row.id, studentId: student.id, joinedAt: now })
      .onConflictDoUpdate({
        target: [attendance.classId, attendance.studentId],
        set: { joinedAt: sql`coalesce(${attendance.joinedAt}, excluded.joined_at)` },
        where: and(eq(attendance.classId, row.id), eq(attendance.studentId, student.id)),
      });
    return { recorded: true };
  });
}
