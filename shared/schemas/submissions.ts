import { z } from 'zod';
import { batchRef, bodyId, httpUrl, id, isoDateTime } from './common';
import { multiLineText, singleLineText } from './text';

export const submissionStudent = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  batch: batchRef.nullable(),
});
export type SubmissionStudent = z.infer<typeof submissionStudent>;

const submissionFields = {
  id,
  homework: id,
  homework_title: z.string(),
  drive_link: z.string(),
  submitted_at: isoDateTime,
  is_late: z.boolean(),
  /** Empty until a teacher writes feedback. */
  feedback: z.string(),
  grade: z.string().nullable(),
};

/** What a student sees of their own submission: the student is an id. */
export const studentSubmission = z.object({ ...submissionFields, student: id });
/** What a teacher sees: the student's name and batch. */
export const teacherSubmission = z.object({ ...submissionFields, student: submissionStudent });
export const submission = z.union([studentSubmission, teacherSubmission]);
export type StudentSubmission = z.infer<typeof studentSubmission>;
export type TeacherSubmission = z.infer<typeof teacherSubmission>;
export type Submission = z.infer<typeof submission>;
export const submissionList = z.array(submission);

export const submissionWrite = z.object({
  homework: bodyId('homework is required.'),
  drive_link: z.string().trim().min(1, 'Please paste a valid Google Drive link.').pipe(httpUrl),
});
export type SubmissionWrite = z.input<typeof submissionWrite>;

export const feedbackWrite = z.object({
  feedback: multiLineText().max(5000).default(''),
  grade: singleLineText()
    .trim()
    .max(20)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});
export type FeedbackWrite = z.input<typeof feedbackWrite>;
