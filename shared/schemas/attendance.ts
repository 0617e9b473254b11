import { z } from 'zod';
import { normaliseMobile } from './applications';
import { batchRef, bodyId, id, isoDateTime } from './common';
import { singleLineText } from './text';

/**
 * Attendance of live classes (docs/attendance.md): the teacher marks each student of the batch, a
 * "Join Class" click suggests present or late, and percentages count marked classes only.
 */
export const attendanceStatuses = ['present', 'late', 'absent', 'excused'] as const;
export const attendanceStatus = z.enum(attendanceStatuses, {
  error: 'Choose present, late, absent or excused.',
});
export type AttendanceStatus = z.infer<typeof attendanceStatus>;

export const attendanceRules = {
  /** A join click this long after the start suggests late rather than present. */
  lateAfterMinutes: 10,
  /** Join clicks are recorded from this long before the start until the class has ended. */
  joinOpensMinutesBefore: 30,
  /** The academy's day: a change after the class's day in this zone is audited. */
  timeZone: 'Asia/Kolkata',
  remarkMax: 200,
} as const;

/** What a join click suggests: present, or late when it came more than the grace after the start. */
export function suggestedStatus(startTime: string | Date, joinedAt: string | Date): AttendanceStatus {
  const lateFrom = new Date(startTime).getTime() + attendanceRules.lateAfterMinutes * 60_000;
  return new Date(joinedAt).getTime() > lateFrom ? 'late' : 'present';
}

const studentName = z.object({ id, first_name: z.string(), last_name: z.string() });

export const rosterEntry = z.object({
  student: studentName,
  /** As the teacher marked it; null while the class is not marked for this student. */
  status: attendanceStatus.nullable(),
  remark: z.string(),
  /** The student's first "Join Class" click, if any. */
  joined_at: isoDateTime.nullable(),
  /** What the join click suggests (present or late); null without one. */
  suggested: attendanceStatus.nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntry>;

export const classAttendance = z.object({
  class: z.object({ id, topic: z.string(), start_time: isoDateTime, batch: batchRef }),
  /** The teacher has saved a marking for this class. */
  marked: z.boolean(),
  marked_at: isoDateTime.nullable(),
  /** Every student of the batch, by name, and anyone marked before leaving it. */
  students: z.array(rosterEntry),
});
export type ClassAttendance = z.infer<typeof classAttendance>;

export const attendanceMark = z.object({
  student_id: bodyId('Choose a student by their id.'),
  status: attendanceStatus,
  remark: singleLineText().trim().max(attendanceRules.remarkMax).default(''),
});

/** The teacher's marking of a class: one entry for every student of the batch. */
export const attendanceWrite = z.object({
  entries: z.array(attendanceMark).min(1, 'Mark at least one student.').max(200),
});
export type AttendanceWrite = z.input<typeof attendanceWrite>;

/** Whether each class of the teacher's that has started is marked, for the class cards. */
export const attendanceMarks = z.array(z.object({ class_id: id, marked: z.boolean() }));
export type AttendanceMarks = z.infer<typeof attendanceMarks>;

export const joinRecorded = z.object({
  /** False when the click came outside the class's window (long before it, or after it ended). */
  recorded: z.boolean(),
});

const count = z.number().int().nonnegative();

/** Marked classes by status; `unmarked` classes took place but were not marked, and count nowhere else. */
export const attendanceTally = z.object({
  present: count,
  late: count,
  absent: count,
  excused: count,
  unmarked: count,
  /** Present or late, of present, late and absent (whole percent); null when none of those. */
  percentage: z.number().int().min(0).max(100).nullable(),
});
export type AttendanceTally = z.infer<typeof attendanceTally>;

export const monthAttendance = attendanceTally.extend({
  /** YYYY-MM, in the academy's time zone. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
});
export type MonthAttendance = z.infer<typeof monthAttendance>;

export const attendanceSummary = z.object({
  total: attendanceTally,
  /** Oldest first. */
  months: z.array(monthAttendance),
});
export type AttendanceSummary = z.infer<typeof attendanceSummary>;

export const attendanceRecordEntry = z.object({
  class_id: id,
  topic: z.string(),
  start_time: isoDateTime,
  batch: batchRef,
  status: attendanceStatus.nullable(),
  remark: z.string(),
});
export type AttendanceRecordEntry = z.infer<typeof attendanceRecordEntry>;

/** One student's attendance: their classes that have started, newest first, and the tallies. */
export const studentAttendance = attendanceSummary.extend({
  student: studentName,
  classes: z.array(attendanceRecordEntry),
});
export type StudentAttendance = z.infer<typeof studentAttendance>;

/** A batch's attendance for the admin: each class's counts and each student's tally. */
export const batchAttendance = z.object({
  batch: batchRef,
  classes: z.array(
    z.object({
      id,
      topic: z.string(),
      start_time: isoDateTime,
      marked: z.boolean(),
      present: count,
      late: count,
      absent: count,
      excused: count,
    }),
  ),
  students: z.array(attendanceTally.extend({ student: studentName })),
});
export type BatchAttendance = z.infer<typeof batchAttendance>;

/** The columns of the admin's CSV export, one row a student a class. */
export const attendanceCsvColumns = [
  'date',
  'time',
  'batch',
  'topic',
  'first_name',
  'last_name',
  'email',
  'status',
  'remark',
] as const;

/** Whole percent of classes attended (present or late) among those marked present, late or absent. */
export function attendancePercentage(tally: Pick<AttendanceTally, 'present' | 'late' | 'absent'>) {
  const counted = tally.present + tally.late + tally.absent;
  return counted === 0 ? null : Math.round(((tally.present + tally.late) / counted) * 100);
}

export const guardianRelations = ['mother', 'father', 'parent', 'grandparent', 'sibling', 'other'] as const;
export const guardianRelation = z.enum(guardianRelations, {
  error: 'Choose mother, father, parent, grandparent, sibling or other.',
});
export type GuardianRelation = z.infer<typeof guardianRelation>;

export const guardian = z.object({
  name: z.string(),
  relation: guardianRelation,
  email: z.string(),
  mobile: z.string(),
  /** Whether this guardian signs in and reads the student's records; a write leaving out their e-mail ends that. */
  has_account: z.boolean(),
});
export type Guardian = z.infer<typeof guardian>;

const mobileMessage = 'Enter a 10-digit Indian mobile number, or an international number starting with +.';

const guardianEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid e-mail address.');

/** A guardian as staff or the student write them: a name and relation, and an e-mail or a mobile. */
export const guardianWrite = z
  .object({
    name: singleLineText().trim().min(1, 'Enter the guardian’s name.').max(120),
    relation: guardianRelation,
    email: guardianEmail.default(''),
    mobile: z
      .string()
      .trim()
      .default('')
      .transform((value, ctx) => {
        if (value === '') return '';
        const normalised = normaliseMobile(value);
        if (normalised !== null) return normalised;
        ctx.addIssue({ code: 'custom', message: mobileMessage });
        return z.NEVER;
      }),
  })
  .superRefine((value, ctx) => {
    if (value.email === '' && value.mobile === '')
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Give an e-mail or a mobile number.' });
  });

/** The most guardians a student has: on the record, and so linked by account and mailed. */
export const maxGuardians = 2;

/** The first guardian, and the second if any. */
export const guardiansWrite = z.object({
  guardians: z
    .array(guardianWrite)
    .min(1, 'Give at least one guardian.')
    .max(maxGuardians, `A student has at most ${maxGuardians} guardians.`),
});
export type GuardiansWrite = z.input<typeof guardiansWrite>;

export const guardianList = z.object({ guardians: z.array(guardian) });
export type GuardianList = z.infer<typeof guardianList>;
