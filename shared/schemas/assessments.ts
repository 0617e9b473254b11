import { z } from 'zod';
import { batchRef, bodyId, id, isoDateTime, trimmedText } from './common';
import { subject } from './homework';
import { profilePictureRules } from './profile';
import { multiLineText, singleLineText } from './text';

/**
 * Online tests (docs/online-tests.md): the question bank, tests built from it, attempts and results.
 * A question's key travels only in the teacher's views and, once results are released, in a review.
 */

export const questionKinds = ['single', 'multiple', 'numeric'] as const;
export const questionKind = z.enum(questionKinds);
export type QuestionKind = z.infer<typeof questionKind>;

export const difficulties = ['easy', 'medium', 'hard'] as const;
export const difficulty = z.enum(difficulties);
export type Difficulty = z.infer<typeof difficulty>;

export const maxOptions = 8;

const choiceKey = z.object({ choices: z.array(z.number().int().min(0)) });
const numericKey = z.object({ value: z.number().finite(), tolerance: z.number().finite().min(0) });
export const questionKey = z.union([choiceKey, numericKey]);
export type QuestionKey = z.infer<typeof questionKey>;

/**
 * The image a question may carry: stored as profile pictures are, so it follows their rules (one place
 * for the accepted types and the size); the server checks the bytes again.
 */
export const questionImageRules = profilePictureRules;

/** What a screen reader says instead of the image: required, since the image is part of the question. */
export const questionImageAlt = multiLineText()
  .trim()
  .min(1, 'Describe the image for those who cannot see it.')
  .max(1000);

/**
 * A question's image: `url` is where it is served (under /media/, by a name no one can guess), `path`
 * names it in the bank's CSV, `alt` says what it shows.
 */
export const questionImage = z.object({ url: z.string(), path: z.string(), alt: z.string() });
export type QuestionImage = z.infer<typeof questionImage>;

/** Attaching or replacing a question's image (a form): the file, which may be left out to change only the alt text. */
export const questionImageWrite = z.object({ alt: questionImageAlt });

/** A question as a teacher sees it in the bank: with its key. */
export const question = z.object({
  id,
  kind: questionKind,
  text: z.string(),
  image: questionImage.nullable(),
  options: z.array(z.string()),
  key: questionKey,
  explanation: z.string(),
  subject: subject.nullable(),
  topic: z.string(),
  difficulty: difficulty.nullable(),
  author: z.object({ id, name: z.string() }).nullable(),
  /** The signed-in teacher wrote it, so may change it. */
  mine: z.boolean(),
  updated_at: isoDateTime,
});
export type Question = z.infer<typeof question>;
export const questionList = z.array(question);

export const questionFilter = z.object({
  subject: subject.optional(),
  topic: singleLineText().trim().max(100).optional(),
  difficulty: difficulty.optional(),
});
export type QuestionFilter = z.infer<typeof questionFilter>;

export const questionWrite = z.object({
  kind: questionKind,
  text: multiLineText().trim().min(1, 'Question text is required.').max(5000),
  options: z
    .array(multiLineText().trim().min(1, 'An option cannot be empty.').max(1000))
    .max(maxOptions)
    .default([]),
  key: questionKey,
  explanation: multiLineText().trim().max(5000).default(''),
  subject: subject.nullable().default(null),
  topic: singleLineText().trim().max(100).default(''),
  difficulty: difficulty.nullable().default(null),
});
export type QuestionWrite = z.input<typeof questionWrite>;

export const releaseModes = ['on_submit', 'after_close'] as const;
export const releaseMode = z.enum(releaseModes);
export type ReleaseMode = z.infer<typeof releaseMode>;

export const testStatuses = ['draft', 'published'] as const;
export const testStatus = z.enum(testStatuses);

const marks = z.number().int().min(-100).max(100);

export const sectionPick = z.object({
  count: z.number().int().min(1, 'Pick at least one question.').max(200),
  subject: subject.nullable().default(null),
  /** A part of the topic, any case, as the bank's filter reads it. */
  topic: singleLineText().trim().max(100).default(''),
  difficulty: difficulty.nullable().default(null),
});

export const sectionWrite = z.object({
  title: trimmedText('Section title is required.').max(100),
  correct_marks: marks,
  wrong_marks: marks,
  unanswered_marks: marks.default(0),
  partial_marks: z.boolean().default(false),
  /** Fixed questions; empty when the section picks at random. */
  question_ids: z.array(bodyId('Choose each question by its id.')).max(200).default([]),
  /** N questions at random from a tag, drawn per student from the bank's questions of that tag. */
  pick: sectionPick.nullable().default(null),
});

export const testWrite = z.object({
  title: trimmedText('Title is required.').max(200),
  batch_ids: z.array(bodyId('Choose each batch by its id.')).min(1, 'Assign the test to at least one batch.'),
  opens_at: isoDateTime,
  closes_at: isoDateTime,
  duration_minutes: z.number().int().min(1).max(600),
  release: releaseMode.default('after_close'),
  status: testStatus.default('draft'),
  sections: z.array(sectionWrite).min(1, 'A test needs at least one section.').max(10),
});
export type TestWrite = z.input<typeof testWrite>;

export const questionDrop = z.object({ question_id: bodyId('Name the question by its id.') });
export const keyChange = z.object({ question_id: bodyId('Name the question by its id.'), key: questionKey });

export const marking = z.object({
  correct_marks: z.number().int(),
  wrong_marks: z.number().int(),
  unanswered_marks: z.number().int(),
  partial_marks: z.boolean(),
});
export type Marking = z.infer<typeof marking>;

/** A test as its teachers see it. */
export const teacherTest = z.object({
  id,
  title: z.string(),
  status: testStatus,
  batch_names: z.array(batchRef),
  opens_at: isoDateTime,
  closes_at: isoDateTime,
  duration_minutes: z.number().int(),
  release: releaseMode,
  sections: z.array(
    marking.extend({
      title: z.string(),
      /** For a random pick, the questions it draws from (the tag's, when the test was saved). */
      question_ids: z.array(id),
      pick: sectionPick.nullable(),
    }),
  ),
  max_marks: z.number().int(),
  /** Dropped after the test: everyone has full marks for them. */
  dropped_question_ids: z.array(id),
  /** Graded by a key corrected after the test. */
  key_changed_question_ids: z.array(id),
  started: z.number().int(),
  submitted: z.number().int(),
  created_at: isoDateTime,
});
export type TeacherTest = z.infer<typeof teacherTest>;
export const teacherTestList = z.array(teacherTest);

export const studentTestStates = ['upcoming', 'open', 'in_progress', 'submitted', 'missed'] as const;
export type StudentTestState = (typeof studentTestStates)[number];

/** A published test of the student's batch, with where they are in it. */
export const studentTest = z.object({
  id,
  title: z.string(),
  opens_at: isoDateTime,
  closes_at: isoDateTime,
  duration_minutes: z.number().int(),
  question_count: z.number().int(),
  max_marks: z.number().int(),
  state: z.enum(studentTestStates),
  attempt_id: id.nullable(),
  /** The attempt is graded and its results may be seen. */
  released: z.boolean(),
});
export type StudentTest = z.infer<typeof studentTest>;
export const studentTestList = z.array(studentTest);

/** A question as an attempt shows it: options in this attempt's order, each by its id; no key. */
export const attemptQuestion = z.object({
  id,
  kind: questionKind,
  text: z.string(),
  image: questionImage.nullable(),
  options: z.array(z.object({ id: z.number().int().min(0), text: z.string() })),
});
export type AttemptQuestion = z.infer<typeof attemptQuestion>;

export const answerValue = z.union([
  z.object({ choices: z.array(z.number().int().min(0)).max(maxOptions * 2) }).strict(),
  z
    .object({
      value: z
        .string()
        .trim()
        .regex(/^-?\d{1,12}(\.\d{1,8})?$/, 'Enter a number, such as 42 or -3.75.'),
    })
    .strict(),
]);
export type AnswerValue = z.infer<typeof answerValue>;

export const answerWrite = z.object({
  question_id: bodyId('Name the question by its id.'),
  /** Null: seen but not answered (or the answer cleared). */
  answer: answerValue.nullable(),
  marked_for_review: z.boolean().default(false),
  /** The student's time on the question so far, counted by the device; a save never lowers it. */
  seconds_spent: z.number().int().min(0).max(36_000).default(0),
});
export type AnswerWrite = z.input<typeof answerWrite>;

export const savedAnswer = z.object({
  question_id: id,
  answer: answerValue.nullable(),
  marked_for_review: z.boolean(),
  seconds_spent: z.number().int(),
});
export type SavedAnswer = z.infer<typeof savedAnswer>;

export const attempt = z.object({
  id,
  test_id: id,
  title: z.string(),
  sections: z.array(marking.extend({ title: z.string(), questions: z.array(attemptQuestion) })),
  started_at: isoDateTime,
  /** The server's: answers after it are refused. */
  deadline: isoDateTime,
  /** The server's clock when it answered, so the countdown can correct the device's. */
  server_now: isoDateTime,
  status: z.enum(['in_progress', 'submitted']),
  submitted_at: isoDateTime.nullable(),
  answers: z.array(savedAnswer),
});
export type Attempt = z.infer<typeof attempt>;

export const reviewQuestion = attemptQuestion.extend({
  key: questionKey,
  explanation: z.string(),
  answer: answerValue.nullable(),
  marks: z.number().int(),
  /** Dropped after the test: full marks for everyone. */
  dropped: z.boolean(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestion>;

export const attemptResult = z.object({
  attempt_id: id,
  test_id: id,
  title: z.string(),
  released: z.boolean(),
  /** When a withheld result is released. */
  releases_at: isoDateTime.nullable(),
  total: z.number().int().nullable(),
  max_total: z.number().int(),
  sections: z.array(z.object({ title: z.string(), score: z.number().int(), max: z.number().int() })),
  rank: z.number().int().nullable(),
  /** Those who sat the test so far. */
  sat: z.number().int(),
  percentile: z.number().nullable(),
  review: z.array(z.object({ title: z.string(), questions: z.array(reviewQuestion) })),
});
export type AttemptResult = z.infer<typeof attemptResult>;

export const testAttemptRow = z.object({
  attempt_id: id,
  student: z.object({ id, name: z.string(), batch: z.string().nullable() }),
  started_at: isoDateTime,
  submitted_at: isoDateTime.nullable(),
  status: z.enum(['in_progress', 'submitted']),
  score: z.number().int().nullable(),
  sections: z.array(z.number().int()).nullable(),
  rank: z.number().int().nullable(),
});
export type TestAttemptRow = z.infer<typeof testAttemptRow>;
export const testAttemptList = z.array(testAttemptRow);

/** One question's statistics over the graded attempts of the teacher's batches that had it. */
export const questionStatistics = z.object({
  question_id: id,
  /** Its number in the teacher's order of the test, from 1. */
  number: z.number().int(),
  section: z.string(),
  kind: questionKind,
  text: z.string(),
  image: questionImage.nullable(),
  options: z.array(z.string()),
  /** The key the test grades by. */
  key: questionKey,
  dropped: z.boolean(),
  key_changed: z.boolean(),
  /** Graded attempts that had the question. */
  sat: z.number().int(),
  correct: z.number().int(),
  /** Some of a multiple-correct key's options, and no wrong one. */
  partial: z.number().int(),
  wrong: z.number().int(),
  unanswered: z.number().int(),
  percent_correct: z.number().nullable(),
  /** How many chose each option, by option id (the author's order). */
  option_counts: z.array(z.number().int()),
  /** The most given wrong numeric answers, most often first. */
  wrong_values: z.array(z.object({ value: z.string(), count: z.number().int() })),
  average_seconds: z.number().nullable(),
});
export type QuestionStatistics = z.infer<typeof questionStatistics>;

export const scoreBand = z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() });
export type ScoreBand = z.infer<typeof scoreBand>;

export const testStatistics = z.object({
  test_id: id,
  sat: z.number().int(),
  max_marks: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  highest: z.number().int().nullable(),
  lowest: z.number().int().nullable(),
  /** Graded totals in bands of equal width, lowest first; `to` is included. */
  distribution: z.array(scoreBand),
  questions: z.array(questionStatistics),
});
export type TestStatistics = z.infer<typeof testStatistics>;

/** The columns of the results export, before one column per section. */
export const resultCsvColumns = ['rank', 'student', 'batch', 'status', 'started_at', 'submitted_at'] as const;

/** The question bank's CSV columns (docs/online-tests.md#csv): options A to H, the key as letters or a number. */
export const questionCsvColumns = [
  'kind',
  'text',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'option_e',
  'option_f',
  'option_g',
  'option_h',
  'key',
  'tolerance',
  'explanation',
  'subject',
  'topic',
  'difficulty',
  'image',
  'image_alt',
] as const;
export const questionImport = z.object({ csv: multiLineText().min(1, 'The CSV file is empty.') });
export const questionImportResult = z.object({ created: z.number().int(), questions: questionList });
