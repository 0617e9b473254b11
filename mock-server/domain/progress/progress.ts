import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type {
  FeedbackEntry,
  HomeworkOutcome,
  ProgressReport,
  SubjectProgress,
} from '../../../shared/schemas/progress';
import type { Database } from '../../db/client';
import { homework, homeworkBatches, profiles, submissions, teacherBatches, users } from '../../db/schema';
import { testScoresOfStudent } from '../assessments/attempts';
import { attendanceSummaryOf } from '../attendance/attendance';
import { studentNameAndBatch, withProfileAndBatch } from '../students/student-columns';

/** The student the report is about, with their batch; a teacher finds only students of their batches. */
export async function findReportStudent(db: Database, studentId: number, teacherId?: number) {
  const [row] = await withProfileAndBatch(db.select(studentNameAndBatch).from(users).$dynamic()).where(
    and(
      eq(users.id, studentId),
      eq(users.role, 'student'),
      teacherId === undefined
        ? undefined
        : inArray(
            profiles.batchId,
            db
              .select({ batchId: teacherBatches.batchId })
              .from(teacherBatches)
              .where(eq(teacherBatches.teacherId, teacherId)),
          ),
    ),
  );
  return row ?? null;
}
export type ReportStudent = NonNullable<Awaited<ReturnType<typeof findReportStudent>>>;

function outcomeOf(
  row: { submittedAt: Date | null; isLate: boolean | null; dueDate: Date },
  now: Date,
): HomeworkOutcome {
  if (row.submittedAt) return row.isLate ? 'late' : 'on_time';
  return row.dueDate < now ? 'missing' : 'upcoming';
}

const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** The first instant after the UTC day of `now`: the report's period ends with that day. */
const endOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

/**
 * The report: every homework of the student's batch due by the end of today (the period's last day)
 * with their submission (one statement), grouped by subject in the order of the subject list, each
 * by due date; the feedback they got, oldest first; their released test scores per subject.
 */
export async function progressReportOf(
  db: Database,
  student: ReportStudent,
  now = new Date(),
): Promise<ProgressReport> {
  const rows =
    student.batchId === null
      ? []
      : await db
          .select({
            id: homework.id,
            title: homework.title,
            subject: homework.subject,
            dueDate: homework.dueDate,
            submittedAt: submissions.submittedAt,
            isLate: submissions.isLate,
            feedback: submissions.feedback,
            grade: submissions.grade,
          })
          .from(homework)
          .innerJoin(
            homeworkBatches,
            and(eq(homeworkBatches.homeworkId, homework.id), eq(homeworkBatches.batchId, student.batchId)),
          )
          .leftJoin(
            submissions,
            and(eq(submissions.homeworkId, homework.id), eq(submissions.studentId, sql`${student.id}`)),
          )
          .where(lt(homework.dueDate, endOfUtcDay(now)))
          .orderBy(asc(homework.dueDate), asc(homework.id));

  const bySubject = new Map<SubjectProgress['subject'], SubjectProgress>();
  const feedback: FeedbackEntry[] = [];
  for (const row of rows) {
    const outcome = outcomeOf(row, now);
    let group = bySubject.get(row.subject);
    if (!group) {
      group = { subject: row.subject, on_time: 0, late: 0, missing: 0, homework: [] };
      bySubject.set(row.subject, group);
    }
    if (outcome !== 'upcoming') group[outcome] += 1;
    group.homework.push({
      homework_id: row.id,
      title: row.title,
      due_date: row.dueDate.toISOString(),
      outcome,
      submitted_at: row.submittedAt?.toISOString() ?? null,
      grade: row.grade,
    });
    if (row.submittedAt && row.feedback?.trim()) {
      feedback.push({
        homework_id: row.id,
        title: row.title,
        subject: row.subject,
        submitted_at: row.submittedAt.toISOString(),
        feedback: row.feedback,
        grade: row.grade,
      });
    }
  }
  feedback.sort((a, b) => Date.parse(a.submitted_at) - Date.parse(b.submitted_at));
  const subjectOrder = (subject: string | null) => (subject === null ? 'zzz' : subject);
  return {
    student: { id: student.id, first_name: student.firstName, last_name: student.lastName },
    batch:
      student.batchId !== null && student.batchName !== null
        ? { id: student.batchId, name: student.batchName }
        : null,
    period: {
      from: isoDay(rows[0]?.dueDate && rows[0].dueDate < now ? rows[0].dueDate : now),
      to: isoDay(now),
    },
    subjects: [...bySubject.values()].sort((a, b) =>
      subjectOrder(a.subject).localeCompare(subjectOrder(b.subject)),
    ),
    feedback,
    attendance: await attendanceSummaryOf(db, student.id, student.batchId, now),
    tests: await testScoresOfStudent(db, student.id, now),
  };
}
