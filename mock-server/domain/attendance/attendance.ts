import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import {
  type AttendanceStatus,
  type AttendanceSummary,
  type AttendanceTally,
  attendanceCsvColumns,
  attendancePercentage,
  attendanceRules,
  type BatchAttendance,
  type ClassAttendance,
  type MonthAttendance,
  type StudentAttendance,
  suggestedStatus,
} from '../../../shared/schemas/attendance';
import type { Database } from '../../db/client';
import { attendance, batches, classes, profiles, users } from '../../db/schema';
import { batchesTaughtBy, teacherBatchIds } from '../access/access';
import { formatCsv } from '../csv';
import { forbidden, notFound } from '../errors';
import { canNameARow } from '../ids';

/** Reads of attendance (docs/attendance.md): a class's roster, a student's record, a batch's. */

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: attendanceRules.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The academy's calendar day (YYYY-MM-DD) of an instant. */
export const academyDay = (instant: Date) => dayFormat.format(instant);

/** The class row with its batch, or 404. */
export async function requireClassRow(db: Database, classId: number) {
  const [row] = canNameARow(classId)
    ? await db
        .select({
          id: classes.id,
          topic: classes.topic,
          startTime: classes.startTime,
          batchId: classes.batchId,
          batchName: batches.name,
        })
        .from(classes)
        .innerJoin(batches, eq(batches.id, classes.batchId))
        .where(eq(classes.id, classId))
    : [];
  if (!row) throw notFound('No such class.');
  return row;
}
export type ClassRow = Awaited<ReturnType<typeof requireClassRow>>;

/** The class when the teacher teaches its batch: another batch's class is refused. */
export async function requireTaughtClass(db: Database, teacherId: number, classId: number) {
  const row = await requireClassRow(db, classId);
  if (!(await teacherBatchIds(db, teacherId)).includes(row.batchId))
    throw forbidden('This class belongs to a batch you do not teach.');
  return row;
}

const studentColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName };

/** The batch's students now (active accounts), by name. */
export async function batchStudents(db: Database, batchId: number) {
  return db
    .select({ ...studentColumns, email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(profiles.batchId, batchId), eq(users.role, 'student'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/**
 * Who a class's marking covers: the batch's students now, and anyone with a row for the class (marked
 * or joined before they left the batch), by name.
 */
export async function classRoster(db: Database, row: ClassRow) {
  const current = await batchStudents(db, row.batchId);
  const rows = await db
    .select({
      ...studentColumns,
      email: users.email,
      status: attendance.status,
      remark: attendance.remark,
      joinedAt: attendance.joinedAt,
      markedAt: attendance.markedAt,
    })
    .from(attendance)
    .innerJoin(users, eq(users.id, attendance.studentId))
    .where(eq(attendance.classId, row.id));
  const byId = new Map(rows.map((entry) => [entry.id, entry]));
  const students = [
    ...current.map((student) => ({ ...student, record: byId.get(student.id) ?? null, current: true })),
    ...rows
      .filter((entry) => !current.some((student) => student.id === entry.id))
      .map((entry) => ({ ...entry, record: entry, current: false })),
  ].sort(
    (a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a.id - b.id,
  );
  return students;
}

export async function classAttendanceOf(db: Database, row: ClassRow): Promise<ClassAttendance> {
  const roster = await classRoster(db, row);
  const markedAt = roster
    .map((student) => student.record?.markedAt ?? null)
    .filter((at): at is Date => at !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    class: {
      id: row.id,
      topic: row.topic,
      start_time: row.startTime.toISOString(),
      batch: { id: row.batchId, name: row.batchName },
    },
    marked: markedAt !== undefined,
    marked_at: markedAt?.toISOString() ?? null,
    students: roster.map((student) => ({
      student: { id: student.id, first_name: student.firstName, last_name: student.lastName },
      status: student.record?.status ?? null,
      remark: student.record?.remark ?? '',
      joined_at: student.record?.joinedAt?.toISOString() ?? null,
      suggested: student.record?.joinedAt ? suggestedStatus(row.startTime, student.record.joinedAt) : null,
    })),
  };
}

/** Each class of the teacher's batches that has started (and takes place), and whether it is marked. */
export async function attendanceMarksOfTeacher(db: Database, teacherId: number, now = new Date()) {
  const rows = await db
    .select({
      classId: classes.id,
      marked: sql<boolean>`exists (select 1 from ${attendance} where ${attendance.classId} = ${classes.id} and ${attendance.status} is not null)`,
    })
    .from(classes)
    .where(
      and(
        inArray(classes.batchId, batchesTaughtBy(db, teacherId)),
        lte(classes.startTime, now),
        ne(classes.status, 'inactive'),
      ),
    );
  return rows.map((row) => ({ class_id: row.classId, marked: Boolean(row.marked) }));
}

/** A class of the teacher's batches with its marking. */
export async function classAttendanceForTeacher(db: Database, teacherId: number, classId: number) {
  return classAttendanceOf(db, await requireTaughtClass(db, teacherId, classId));
}

const emptyTally = (): AttendanceTally => ({
  present: 0,
  late: 0,
  absent: 0,
  excused: 0,
  unmarked: 0,
  percentage: null,
});

function count(tally: AttendanceTally, status: AttendanceStatus | null) {
  if (status === null) tally.unmarked += 1;
  else tally[status] += 1;
}

const withPercentage = <T extends AttendanceTally>(tally: T): T => ({
  ...tally,
  percentage: attendancePercentage(tally),
});

/** Totals and months (oldest first) of a student's classes. */
export function summarise(
  entries: { startTime: Date; status: AttendanceStatus | null }[],
): AttendanceSummary {
  const total = emptyTally();
  const months = new Map<string, MonthAttendance>();
  for (const entry of entries) {
    const month = academyDay(entry.startTime).slice(0, 7);
    let tally = months.get(month);
    if (!tally) {
      tally = { month, ...emptyTally() };
      months.set(month, tally);
    }
    count(tally, entry.status);
    count(total, entry.status);
  }
  return {
    total: withPercentage(total),
    months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)).map(withPercentage),
  };
}

/**
 * The student's classes that have started and take place (not inactive): those of their batch, and
 * any other they have a row for (a batch they left); newest first, with their marking.
 */
async function studentClasses(db: Database, studentId: number, batchId: number | null, now: Date) {
  const hasRow = inArray(
    classes.id,
    db.select({ id: attendance.classId }).from(attendance).where(eq(attendance.studentId, studentId)),
  );
  return db
    .select({
      id: classes.id,
      topic: classes.topic,
      startTime: classes.startTime,
      batchId: batches.id,
      batchName: batches.name,
      status: attendance.status,
      remark: attendance.remark,
    })
    .from(classes)
    .innerJoin(batches, eq(batches.id, classes.batchId))
    .leftJoin(attendance, and(eq(attendance.classId, classes.id), eq(attendance.studentId, studentId)))
    .where(
      and(
        batchId === null ? hasRow : or(eq(classes.batchId, batchId), hasRow),
        lte(classes.startTime, now),
        ne(classes.status, 'inactive'),
      ),
    )
    .orderBy(desc(classes.startTime), desc(classes.id));
}

/** The attendance summary the progress report carries. */
export async function attendanceSummaryOf(
  db: Database,
  studentId: number,
  batchId: number | null,
  now = new Date(),
): Promise<AttendanceSummary> {
  return summarise(await studentClasses(db, studentId, batchId, now));
}

/** The student's attendance over classes that started from `from` until before `to` (a week's summary). */
export async function attendanceTallyBetween(
  db: Database,
  studentId: number,
  batchId: number | null,
  from: Date,
  to: Date,
): Promise<AttendanceTally> {
  const rows = await studentClasses(db, studentId, batchId, new Date(to.getTime() - 1));
  return summarise(rows.filter((row) => row.startTime >= from)).total;
}

/** A student: their name and batch, or 404 when the id names no student. */
export async function requireStudent(db: Database, studentId: number) {
  const [row] = canNameARow(studentId)
    ? await db
        .select({ ...studentColumns, email: users.email, batchId: profiles.batchId })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(users.id, studentId), eq(users.role, 'student')))
    : [];
  if (!row) throw notFound('No such student.');
  return row;
}

/** One student's record: what they see of themselves, and what an admin sees of them. */
export async function studentAttendanceOf(
  db: Database,
  studentId: number,
  now = new Date(),
): Promise<StudentAttendance> {
  const student = await requireStudent(db, studentId);
  const rows = await studentClasses(db, student.id, student.batchId, now);
  return {
    student: { id: student.id, first_name: student.firstName, last_name: student.lastName },
    ...summarise(rows),
    classes: rows.map((row) => ({
      class_id: row.id,
      topic: row.topic,
      start_time: row.startTime.toISOString(),
      batch: { id: row.batchId, name: row.batchName },
      status: row.status ?? null,
      remark: row.remark ?? '',
    })),
  };
}

async function requireBatchRow(db: Database, batchId: number) {
  const [row] = canNameARow(batchId)
    ? await db.select({ id: batches.id, name: batches.name }).from(batches).where(eq(batches.id, batchId))
    : [];
  if (!row) throw notFound('No such batch.');
  return row;
}

/** The batch's classes that have started and take place, oldest first, with every row of them. */
async function batchMarkings(db: Database, batchId: number, now: Date) {
  const held = await db
    .select({ id: classes.id, topic: classes.topic, startTime: classes.startTime })
    .from(classes)
    .where(and(eq(classes.batchId, batchId), lte(classes.startTime, now), ne(classes.status, 'inactive')))
    .orderBy(asc(classes.startTime), asc(classes.id));
  const rows =
    held.length === 0
      ? []
      : await db
          .select({
            classId: attendance.classId,
            ...studentColumns,
            email: users.email,
            status: attendance.status,
            remark: attendance.remark,
          })
          .from(attendance)
          .innerJoin(users, eq(users.id, attendance.studentId))
          .where(
            and(
              inArray(
                attendance.classId,
                held.map((row) => row.id),
              ),
              sql`${attendance.status} is not null`,
            ),
          );
  const students = await batchStudents(db, batchId);
  for (const row of rows)
    if (!students.some((student) => student.id === row.id))
      students.push({ id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email });
  students.sort(
    (a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a.id - b.id,
  );
  const marking = new Map(rows.map((row) => [`${row.classId}:${row.id}`, row]));
  const markedClasses = new Set(rows.map((row) => row.classId));
  return { held, students, marking, markedClasses };
}

/** A batch for the admin: each class's counts, each student's tally over the batch's classes. */
export async function batchAttendanceOf(
  db: Database,
  batchId: number,
  now = new Date(),
): Promise<BatchAttendance> {
  const batch = await requireBatchRow(db, batchId);
  const { held, students, marking, markedClasses } = await batchMarkings(db, batch.id, now);
  return {
    batch,
    classes: held.map((item) => {
      const tally = emptyTally();
      for (const student of students) {
        const status = marking.get(`${item.id}:${student.id}`)?.status ?? null;
        if (status) count(tally, status);
      }
      return {
        id: item.id,
        topic: item.topic,
        start_time: item.startTime.toISOString(),
        marked: markedClasses.has(item.id),
        present: tally.present,
        late: tally.late,
        absent: tally.absent,
        excused: tally.excused,
      };
    }),
    students: students.map((student) => {
      const tally = emptyTally();
      for (const item of held) count(tally, marking.get(`${item.id}:${student.id}`)?.status ?? null);
      return {
        student: { id: student.id, first_name: student.firstName, last_name: student.lastName },
        ...withPercentage(tally),
      };
    }),
  };
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: attendanceRules.timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The batch's attendance as CSV (attendanceCsvColumns), one row a student a class, in the academy's time. */
export async function exportBatchAttendanceCsv(db: Database, batchId: number, now = new Date()) {
  const batch = await requireBatchRow(db, batchId);
  const { held, students, marking } = await batchMarkings(db, batch.id, now);
  const rows: (string | null)[][] = [[...attendanceCsvColumns]];
  for (const item of held)
    for (const student of students) {
      const mark = marking.get(`${item.id}:${student.id}`);
      rows.push([
        academyDay(item.startTime),
        timeFormat.format(item.startTime),
        batch.name,
        item.topic,
        student.firstName,
        student.lastName,
        student.email,
        mark?.status ?? 'not marked',
        mark?.remark ?? '',
      ]);
    }
  return { name: batch.name, csv: formatCsv(rows) };
}
