import { type SQL, sql } from 'drizzle-orm';
import { asksAsRows, firstOfEachKey } from '../../db/asks-as-rows';
import { batchedPerDatabase } from '../../db/batched-while-busy';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { batchedNotices } from '../notifications/notices';
import type { NotificationRow } from '../notifications/notifications';
import { asNotificationRow } from '../notifications/notifications-writes';
import type { SubmissionRecord } from './submissions';

/** A record written with the notifications the same statement wrote of it. */
export type NotifiedRecord = SubmissionRecord & { notified: NotificationRow[] };

/**
 * The hot writes of many callers as one statement: hand-ins, and feedback, that arrive while the
 * last such statement is out go together in the next, because one commit per hand-in makes the
 * database's sessions queue on its one WAL under load, and one commit for many keeps that queue
 * short. Each statement writes only what the rules allow; each caller gets its own record, or null
 * where the statement wrote nothing for it, and the caller then reads the state to say why.
 */

/** The most asks one statement carries: a batch larger than this waits for the next. */
const mostAsksAStatement = 200;

/**
 * What the statements read back, named as SubmissionRecord names it: the written row is `w`, its
 * homework `h`, the student `st` and their batch `b`.
 */
const recordColumns = sql.raw(`w.id, w.homework_id as "homeworkId", h.title as "homeworkTitle",
  w.student_id as "studentId", st.first_name as "firstName", st.last_name as "lastName",
  b.id as "batchId", b.name as "batchName", w.drive_link as "driveLink", w.submitted_at as "submittedAt",
  w.is_late as "isLate", w.feedback, w.grade`);

/**
 * A row of either statement: the ask it answers (its place in the arrays, from 1) and the record.
 * A raw statement's timestamps and bigints are not read as Dates and numbers by every driver.
 */
type AnsweredRow = Omit<SubmissionRecord, 'submittedAt'> & {
  ask: number | string;
  submittedAt: Date | string;
  notified: NotificationRow[];
};

type Batched<Ask> = {
  /** The prepared statement's name. */
  statement: string;
  /** Asks with the same key would write the same row: only the first of them goes in the statement. */
  keyOf: (ask: Ask) => string;
  /** The statement for distinct asks: it answers the rows written, each with its ask's place (from 1). */
  sqlFor: (distinct: Ask[]) => SQL;
};

/**
 * One statement per batch for each database handle (db/batched-while-busy.ts). An ask answers null
 * where the statement wrote nothing for it, and a repeat of an ask already in the batch answers null
 * as it would have come second. A failed statement wrote nothing for any of its asks (one student
 * deleted meanwhile fails the batch's insert): each ask then runs alone.
 */
function batchedStatement<Ask>({ statement, keyOf, sqlFor }: Batched<Ask>) {
  const runMany = async (db: Database, asks: Ask[]): Promise<Array<NotifiedRecord | null>> => {
    const firsts = firstOfEachKey(asks, keyOf);
    const rows = await executeNamed<AnsweredRow>(db, statement, sqlFor(firsts.map((index) => asks[index])));
    const answers = new Array<NotifiedRecord | null>(asks.length).fill(null);
    for (const { ask, ...record } of rows) {
      answers[firsts[Number(ask) - 1]] = {
        ...record,
        submittedAt: new Date(record.submittedAt),
        notified: record.notified.map(asNotificationRow),
      };
    }
    return answers;
  };
  const inBatch = batchedPerDatabase(runMany, mostAsksAStatement);
  return async (db: Database, ask: Ask): Promise<NotifiedRecord | null> => (await inBatch(db, ask)) ?? null;
}

export type HandInAsk = { homeworkId: number; studentId: number; batchId: number; driveLink: string };

/**
 * First hand-ins: each inserted where its homework is open, takes work now (refusesLateWork, as SQL),
 * is assigned to the student's batch and the student has no submission to it yet, and read back
 * with what the record needs.
 */
export const handInBatched = batchedStatement<HandInAsk>({
  statement: 'hand-ins-batched',
  keyOf: (ask) => `${ask.homeworkId} ${ask.studentId}`,
  sqlFor: (distinct) => {
    const now = new Date();
    return sql`
      with asks as (${asksAsRows(distinct, {
        homework_id: ['integer', (ask) => ask.homeworkId],
        student_id: ['integer', (ask) => ask.studentId],
        batch_id: ['integer', (ask) => ask.batchId],
        drive_link: ['text', (ask) => ask.driveLink],
      })}
      ), target as (
        select a.ask, a.student_id, a.batch_id, a.drive_link, h.id, h.title, h.due_date
        from asks a
        join homework h on h.id = a.homework_id
        where h.status = 'open' and (h.allow_late or ${now}::timestamptz <= h.due_date) and exists (
          select 1 from homework_batches hb where hb.homework_id = h.id and hb.batch_id = a.batch_id
        )
      ), inserted as (
        insert into submissions (homework_id, student_id, drive_link, submitted_at, is_late)
        select t.id, t.student_id, t.drive_link, ${now}, ${now}::timestamptz > t.due_date from target t
        on conflict (homework_id, student_id) do nothing
        returning id, homework_id, student_id, drive_link, submitted_at, is_late, feedback, grade
      ), ${batchedNotices.handIns(sql`
        select w.homework_id, t.title, w.student_id, st.first_name, st.last_name, t.batch_id
        from inserted w
        join target t on t.id = w.homework_id and t.student_id = w.student_id
        join users st on st.id = w.student_id`)}
      select h.ask, ${recordColumns}, ${batchedNotices.notifiedOf}
      from inserted w
      join target h on h.id = w.homework_id and h.student_id = w.student_id
      join users st on st.id = w.student_id
      left join batches b on b.id = h.batch_id
    `;
  },
});

export type FeedbackAsk = {
  submissionId: number;
  teacherId: number;
  feedback: string;
  grade: string | null;
  /** False keeps the grade given earlier: editing feedback sends none. */
  gradeSent: boolean;
};

/**
 * Feedback, each written where the teacher may give it: the homework assigned to a batch they teach
 * and the student now in one.
 */
export const giveFeedbackBatched = batchedStatement<FeedbackAsk>({
  statement: 'feedback-batched',
  keyOf: (ask) => `${ask.submissionId}`,
  sqlFor: (distinct) => sql`
    with asks as (${asksAsRows(distinct, {
      submission_id: ['integer', (ask) => ask.submissionId],
      teacher_id: ['integer', (ask) => ask.teacherId],
      feedback: ['text', (ask) => ask.feedback],
      grade: ['text', (ask) => ask.grade],
      grade_sent: ['boolean', (ask) => ask.gradeSent],
    })}
    ), updated as (
      update submissions s
      set feedback = a.feedback, grade = case when a.grade_sent then a.grade else s.grade end
      from asks a
      where s.id = a.submission_id
        and exists (
          select 1 from homework_batches hb join teacher_batches tb on tb.batch_id = hb.batch_id
          where hb.homework_id = s.homework_id and tb.teacher_id = a.teacher_id
        )
        and exists (
          select 1 from profiles p join teacher_batches tb on tb.batch_id = p.batch_id
          where p.user_id = s.student_id and tb.teacher_id = a.teacher_id
        )
      returning a.ask, s.id, s.homework_id, s.student_id, s.drive_link, s.submitted_at, s.is_late,
        s.feedback, s.grade
    ), ${batchedNotices.feedback(sql`
      select w.homework_id, h.title, w.student_id, w.grade from updated w join homework h on h.id = w.homework_id`)}
    select w.ask, ${recordColumns}, ${batchedNotices.notifiedOf}
    from updated w
    join homework h on h.id = w.homework_id
    join users st on st.id = w.student_id
    left join profiles p on p.user_id = w.student_id
    left join batches b on b.id = p.batch_id
  `,
});
