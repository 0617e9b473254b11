import { z } from 'zod';
import { attendanceSummary } from './attendance';
import { batchRef, id, isoDate, isoDateTime } from './common';
import { subject } from './homework';

/** How one homework went for the student; `upcoming` is not yet due and not handed in. */
export const homeworkOutcomes = ['on_time', 'late', 'missing', 'upcoming'] as const;
export const homeworkOutcome = z.enum(homeworkOutcomes);
export type HomeworkOutcome = z.infer<typeof homeworkOutcome>;

export const progressHomework = z.object({
  homework_id: id,
  title: z.string(),
  due_date: isoDateTime,
  outcome: homeworkOutcome,
  submitted_at: isoDateTime.nullable(),
  grade: z.string().nullable(),
});
export type ProgressHomework = z.infer<typeof progressHomework>;

export const subjectProgress = z.object({
  /** Null gathers the homework set without a subject. */
  subject: subject.nullable(),
  on_time: z.number().int().nonnegative(),
  late: z.number().int().nonnegative(),
  missing: z.number().int().nonnegative(),
  /** By due date, oldest first: the grades in the order they were earned. */
  homework: z.array(progressHomework),
});
export type SubjectProgress = z.infer<typeof subjectProgress>;

export const feedbackEntry = z.object({
  homework_id: id,
  title: z.string(),
  subject: subject.nullable(),
  submitted_at: isoDateTime,
  feedback: z.string(),
  grade: z.string().nullable(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntry>;

/** One released test result of the student in one subject: the marks of that subject's questions. */
export const testScore = z.object({
  test_id: id,
  title: z.string(),
  /** When the attempt ended (submitted, or time up). */
  taken_at: isoDateTime,
  score: z.number(),
  max: z.number().int().positive(),
  /** score / max, rounded to a whole percent; negative marking can make it negative. */
  percent: z.number().int(),
});
export type TestScore = z.infer<typeof testScore>;

export const subjectTestScores = z.object({
  /** The questions' subject tag; null gathers the questions without one. */
  subject: subject.nullable(),
  /** Oldest first: the trend in the order the tests were taken. */
  scores: z.array(testScore),
});
export type SubjectTestScores = z.infer<typeof subjectTestScores>;

export const progressReport = z.object({
  student: z.object({ id, first_name: z.string(), last_name: z.string() }),
  batch: batchRef.nullable(),
  /** From the first due date of the batch's homework to the day of the report (UTC days). */
  period: z.object({ from: isoDate, to: isoDate }),
  subjects: z.array(subjectProgress),
  /** Every submission with feedback, oldest first. */
  feedback: z.array(feedbackEntry),
  /** Classes of the student's batch that have started, by month; unmarked ones count in no percentage. */
  attendance: attendanceSummary,
  /** Released online-test results, per subject in the order of the subject list. */
  tests: z.array(subjectTestScores),
});
export type ProgressReport = z.infer<typeof progressReport>;
