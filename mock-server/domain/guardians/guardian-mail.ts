import { and, asc, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { academyName } from '../../../shared/brand';
import type { AttendanceTally } from '../../../shared/schemas/attendance';
import type { GuardianMailKind, GuardianMailSettings } from '../../../shared/schemas/guardians';
import type { Database } from '../../db/client';
import {
  announcements as announcementRows,
  attendance,
  classes,
  guardians,
  profiles,
  testAttempts,
  users,
} from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-runner';
import { mailJob } from '../../mail/mail-job';
import type { MailMessage } from '../../mail/mailer';
import type { MailSealer } from '../../mail/sealed-text';
import { accountIsActive, authUserColumns } from '../accounts/accounts';
import type { AuthUser } from '../accounts/auth-user';
import { addressedTo, selectAnnouncements } from '../announcements/announcements';
import { resultOfAttempt, testsOfStudent } from '../assessments/attempts';
import { academyDay, attendanceTallyBetween } from '../attendance/attendance';
import { conflict } from '../errors';
import { homeworkVisibleTo } from '../homework/homework';
import { findReportStudent, progressReportOf } from '../progress/progress';
import { type UnsubscribeLinks, unsubscribeFooter } from '../unsubscribe/unsubscribe-links';

/** What guardians get by mail: the weekly summary and the same-day absence mail (docs/guardians.md). */

const dayMs = 86_400_000;
const hourMs = 3_600_000;

export const guardianJobKinds = { weekly: 'guardian-weekly', absence: 'guardian-absence' } as const;

/** The academy's zone is a fixed offset (India keeps no summer time), so weeks are plain arithmetic. */
const academyOffsetMs = 5.5 * hourMs;

/** The Monday (YYYY-MM-DD, academy time) of the week holding `instant`. */
export function academyWeekOf(instant: Date): string {
  const local = new Date(instant.getTime() + academyOffsetMs);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - sinceMonday * dayMs).toISOString().slice(0, 10);
}

/** A week from its Monday's midnight to the next, academy time. */
export function academyWeek(monday: string) {
  const start = new Date(Date.parse(`${monday}T00:00:00Z`) - academyOffsetMs);
  return { monday, start, end: new Date(start.getTime() + 7 * dayMs) };
}

/** The summary of a week goes out on the Monday morning after it, once its last class is long over. */
export const summarySendsAt = (monday: string) => new Date(academyWeek(monday).end.getTime() + 7 * hourMs);

const weeklyPayload = z.object({ week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
const absencePayload = z.object({ class_id: z.number().int(), student_id: z.number().int() });

/** Queues the summary of the week holding `now` (every server may: the week's key keeps it to one). */
export async function scheduleWeeklySummary(db: Database, now = new Date()) {
  const week = academyWeekOf(now);
  return enqueueJob(db, {
    kind: guardianJobKinds.weekly,
    payload: { week },
    dedupeKey: `${guardianJobKinds.weekly}:${week}`,
    runAt: summarySendsAt(week),
  });
}

/** Queues, through `tx` (the marking's transaction), the absence mail of one student for one class. */
export async function queueAbsenceMail(tx: Database, classId: number, studentId: number) {
  await enqueueJob(tx, {
    kind: guardianJobKinds.absence,
    payload: { class_id: classId, student_id: studentId },
    dedupeKey: `${guardianJobKinds.absence}:${classId}:${studentId}`,
  });
}

// Settings

const sameEmail = (email: string) => sql`lower(${guardians.email}) = lower(${email})`;

/** The guardian's settings for the child, from their entry on the child's record; both on when none. */
export async function mailSettingsOf(db: Database, guardian: AuthUser, studentId: number) {
  const [row] = await db
    .select({ weekly_summary: guardians.weeklySummary, absence_mail: guardians.absenceMail })
    .from(guardians)
    .where(and(eq(guardians.studentId, studentId), sameEmail(guardian.email)));
  return row ?? { weekly_summary: true, absence_mail: true };
}

export async function updateMailSettings(
  db: Database,
  guardian: AuthUser,
  studentId: number,
  settings: GuardianMailSettings,
) {
  const updated = await db
    .update(guardians)
    .set({
      weeklySummary: settings.weekly_summary,
      absenceMail: settings.absence_mail,
      updatedAt: new Date(),
    })
    .where(and(eq(guardians.studentId, studentId), sameEmail(guardian.email)))
    .returning({ weekly_summary: guardians.weeklySummary, absence_mail: guardians.absenceMail });
  if (updated.length === 0)
    throw conflict('You are not on this student’s record as a guardian: ask the academy to add your e-mail.');
  return updated[0];
}

/** Whether the guardian at `email` still gets the mail of `kind` about the student; null when not theirs. */
export async function guardianMailOn(db: Database, studentId: number, email: string, kind: GuardianMailKind) {
  const [row] = await db
    .select({ weekly: guardians.weeklySummary, absence: guardians.absenceMail })
    .from(guardians)
    .where(and(eq(guardians.studentId, studentId), sameEmail(email)));
  return row ? row[kind] : null;
}

/** Turns one mail of the guardian at `email` about the student off. */
export async function stopGuardianMail(
  db: Database,
  studentId: number,
  email: string,
  kind: GuardianMailKind,
) {
  await db
    .update(guardians)
    .set(kind === 'weekly' ? { weeklySummary: false } : { absenceMail: false })
    .where(and(eq(guardians.studentId, studentId), sameEmail(email)));
}

// The mails

export type GuardianMailSettingsDeps = {
  db: Database;
  sealer: MailSealer;
  unsubscribeLinks: UnsubscribeLinks;
  siteUrl: string;
  /** Runs the mails queued by a handler without waiting for the next poll. */
  poke: () => void;
};

type Recipient = { name: string; email: string };

async function recipientsOf(db: Database, studentId: number, kind: GuardianMailKind): Promise<Recipient[]> {
  return db
    .select({ name: guardians.name, email: guardians.email })
    .from(guardians)
    .where(
      and(
        eq(guardians.studentId, studentId),
        ne(guardians.email, ''),
        kind === 'weekly' ? eq(guardians.weeklySummary, true) : eq(guardians.absenceMail, true),
      ),
    )
    .orderBy(asc(guardians.position));
}

/**
 * A guardian mail with its unsubscribe link in the text and in the List-Unsubscribe headers (RFC 8058:
 * a mail client's one-click POST to that address turns it off).
 */
function guardianMail(
  deps: GuardianMailSettingsDeps,
  to: Recipient,
  studentId: number,
  kind: GuardianMailKind,
  subject: string,
  lines: string[],
): MailMessage {
  const { page, headers } = unsubscribeFooter(deps.unsubscribeLinks, deps.siteUrl, {
    for: 'guardian',
    studentId,
    email: to.email,
    kind,
  });
  return {
    to: to.email,
    subject,
    text: [
      `Hello ${to.name},`,
      '',
      ...lines,
      '',
      kind === 'weekly' ? 'To stop these weekly summaries, open:' : 'To stop these absence mails, open:',
      page,
    ].join('\n'),
    headers,
  };
}

async function queueGuardianMail(deps: GuardianMailSettingsDeps, message: MailMessage, dedupeKey: string) {
  await enqueueJob(deps.db, { ...mailJob(message, deps.sealer), dedupeKey });
}

/** The figures of one student's week, as the summary mail gives them. */
export type WeeklySummary = {
  attendance: AttendanceTally;
  homework: { on_time: number; late: number; missing: number };
  grades: { title: string; grade: string }[];
  tests: { title: string; score: number | null; max: number }[];
  upcomingHomework: { title: string; due_date: string }[];
  upcomingTests: { title: string; opens_at: string }[];
  announcements: { teacher: string; message: string }[];
};

/** Reads the student's week with the student's own reads: the figures are those the student sees. */
export async function weeklySummaryOf(db: Database, student: AuthUser, monday: string, now: Date) {
  const { start, end } = academyWeek(monday);
  const reportStudent = await findReportStudent(db, student.id);
  const report = reportStudent ? await progressReportOf(db, reportStudent, end) : null;
  const dueThisWeek = (report?.subjects ?? [])
    .flatMap((subject) => subject.homework)
    .filter(
      (item) => Date.parse(item.due_date) >= start.getTime() && Date.parse(item.due_date) < end.getTime(),
    );
  const homework = { on_time: 0, late: 0, missing: 0 };
  for (const item of dueThisWeek) if (item.outcome !== 'upcoming') homework[item.outcome] += 1;

  const attempts = await db
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.studentId, student.id),
        isNotNull(testAttempts.submittedAt),
        gte(testAttempts.submittedAt, start),
        lt(testAttempts.submittedAt, end),
      ),
    )
    .orderBy(asc(testAttempts.submittedAt));
  const tests: WeeklySummary['tests'] = [];
  for (const attempt of attempts) {
    const result = await resultOfAttempt(db, student, attempt.id, now);
    tests.push({ title: result.title, score: result.released ? result.total : null, max: result.max_total });
  }

  const horizon = now.getTime() + 7 * dayMs;
  const upcomingHomework = (await homeworkVisibleTo(db, student))
    .filter(
      (item) =>
        item.submissions.length === 0 &&
        Date.parse(item.due_date) > now.getTime() &&
        Date.parse(item.due_date) <= horizon,
    )
    .map((item) => ({ title: item.title, due_date: item.due_date }))
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  const upcomingTests = (await testsOfStudent(db, student, now))
    .filter((test) => test.state === 'upcoming' && Date.parse(test.opens_at) <= horizon)
    .map((test) => ({ title: test.title, opens_at: test.opens_at }));

  const announcements = await selectAnnouncements(
    db,
    and(
      addressedTo(db, student.id, student.batchId),
      gte(announcementRows.createdAt, start),
      lt(announcementRows.createdAt, end),
    ),
  );
  return {
    attendance: await attendanceTallyBetween(db, student.id, student.batchId, start, end),
    homework,
    grades: dueThisWeek.flatMap((item) => (item.grade ? [{ title: item.title, grade: item.grade }] : [])),
    tests,
    upcomingHomework,
    upcomingTests,
    announcements: announcements
      .slice()
      .reverse()
      .map((item) => ({ teacher: item.teacher_name, message: item.message })),
  } satisfies WeeklySummary;
}

const shortDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** The summary as the mail reads it. */
export function weeklySummaryLines(name: string, monday: string, summary: WeeklySummary): string[] {
  const { attendance: a, homework: h } = summary;
  const sunday = academyDay(new Date(academyWeek(monday).end.getTime() - 1));
  const list = <T>(items: T[], line: (item: T) => string, none: string) =>
    items.length === 0 ? [`  ${none}`] : items.map((item) => `  - ${line(item)}`);
  return [
    `${name}'s week at ${academyName}, ${monday} to ${sunday}:`,
    '',
    `Attendance: ${a.present} present, ${a.late} late, ${a.absent} absent, ${a.excused} excused` +
      (a.unmarked > 0 ? `, ${a.unmarked} not marked` : '') +
      (a.percentage === null ? '.' : ` (${a.percentage}%).`),
    `Homework due this week: ${h.on_time} handed in on time, ${h.late} late, ${h.missing} missing.`,
    '',
    'Grades:',
    ...list(summary.grades, (item) => `${item.title}: ${item.grade}`, 'No grades this week.'),
    'Test scores:',
    ...list(
      summary.tests,
      (item) =>
        item.score === null
          ? `${item.title}: handed in, results not released yet`
          : `${item.title}: ${item.score} of ${item.max}`,
      'No tests this week.',
    ),
    '',
    'Coming up in the next 7 days:',
    ...list(
      [
        ...summary.upcomingHomework.map((item) => ({
          at: item.due_date,
          text: `Homework "${item.title}" due`,
        })),
        ...summary.upcomingTests.map((item) => ({ at: item.opens_at, text: `Test "${item.title}" opens` })),
      ].sort((x, y) => x.at.localeCompare(y.at)),
      (item) => `${item.text} ${shortDate.format(new Date(item.at))}`,
      'Nothing due.',
    ),
    '',
    'Announcements from the teachers:',
    ...list(summary.announcements, (item) => `${item.teacher}: ${item.message}`, 'None this week.'),
  ];
}

async function studentsWithSummaryRecipients(db: Database): Promise<AuthUser[]> {
  return db
    .selectDistinct(authUserColumns)
    .from(users)
    .innerJoin(guardians, eq(guardians.studentId, users.id))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(users.role, 'student'),
        accountIsActive,
        eq(guardians.weeklySummary, true),
        ne(guardians.email, ''),
      ),
    )
    .orderBy(asc(users.id));
}

/**
 * The weekly job: every guardian who has the summary on gets one mail a child, each mail queued
 * under a key naming the week, the child and the guardian, so a retry sends none twice; then the
 * next week's job is queued.
 */
export function weeklySummaryJob(deps: GuardianMailSettingsDeps): JobHandler {
  return async (job) => {
    const { week } = weeklyPayload.parse(job.payload);
    const now = new Date();
    for (const student of await studentsWithSummaryRecipients(deps.db)) {
      const summary = await weeklySummaryOf(deps.db, student, week, now);
      const name = `${student.firstName} ${student.lastName}`;
      for (const recipient of await recipientsOf(deps.db, student.id, 'weekly')) {
        await queueGuardianMail(
          deps,
          guardianMail(
            deps,
            recipient,
            student.id,
            'weekly',
            `${student.firstName}'s week at ${academyName}`,
            weeklySummaryLines(name, week, summary),
          ),
          `guardian-summary:${week}:${student.id}:${recipient.email.toLowerCase()}`,
        );
      }
    }
    const next = academyWeekOf(new Date(academyWeek(week).end.getTime() + hourMs));
    await enqueueJob(deps.db, {
      kind: guardianJobKinds.weekly,
      payload: { week: next },
      dedupeKey: `${guardianJobKinds.weekly}:${next}`,
      runAt: summarySendsAt(next),
    });
    deps.poke();
  };
}

/** The absence job: the guardians who have it on hear the same day, if the marking still says absent. */
export function absenceMailJob(deps: GuardianMailSettingsDeps): JobHandler {
  return async (job) => {
    const { class_id: classId, student_id: studentId } = absencePayload.parse(job.payload);
    const [row] = await deps.db
      .select({
        status: attendance.status,
        topic: classes.topic,
        startTime: classes.startTime,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(attendance)
      .innerJoin(classes, eq(classes.id, attendance.classId))
      .innerJoin(users, eq(users.id, attendance.studentId))
      .where(and(eq(attendance.classId, classId), eq(attendance.studentId, studentId)));
    // Changed to present or late before the mail went: nothing to tell.
    if (row?.status !== 'absent') return;
    for (const recipient of await recipientsOf(deps.db, studentId, 'absence')) {
      await queueGuardianMail(
        deps,
        guardianMail(deps, recipient, studentId, 'absence', `${row.firstName} was absent from class today`, [
          `${row.firstName} ${row.lastName} was marked absent from "${row.topic}" (${shortDate.format(row.startTime)}).`,
          'If this is unexpected, please get in touch with the academy.',
        ]),
        `guardian-absence-mail:${classId}:${studentId}:${recipient.email.toLowerCase()}`,
      );
    }
    deps.poke();
  };
}
