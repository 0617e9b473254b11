import type { AnswerValue, QuestionKind } from '../../shared/schemas/assessments';

/**
 * The exam-day scenario's plan, shared by the bench and its load process: which student saves which
 * answer when, derived from the save's number alone, so the bench can say afterwards what every
 * acknowledged save must have left in the database without the load process sending it back.
 */

export type ExamQuestion = { id: number; kind: QuestionKind; optionCount: number };

export type ExamStudent = { token: string; attemptId: number };

/** Save `k` goes to student k mod n, each student's questions in turn: one student's saves never overlap. */
export function saveOf(k: number, students: number, questions: readonly ExamQuestion[]) {
  const student = k % students;
  const round = Math.floor(k / students);
  const question = questions[(round + student) % questions.length];
  return { student, question, answer: answerOf(k, question), secondsSpent: round + 1 };
}

/** A valid answer for the question, different from one save to the next. */
export function answerOf(k: number, question: ExamQuestion): AnswerValue {
  if (question.kind === 'numeric') return { value: String(k % 1000) };
  if (question.kind === 'single') return { choices: [k % question.optionCount] };
  return { choices: [...new Set([k % question.optionCount, (k >> 3) % question.optionCount])] };
}

export type PhaseKind = 'start' | 'save' | 'bare';

/** What the load process runs: requests at a fixed rate (open loop), whatever the answers take. */
export type ExamPhaseJob = {
  url: string;
  /** Several servers on one database: student s's requests go to `urls[s % urls.length]`. */
  urls?: string[];
  kind: PhaseKind;
  testId: number;
  /** For start, one request per student; for save and bare, `rate` a second for `seconds`. */
  students: ExamStudent[];
  questions: ExamQuestion[];
  seconds: number;
  rate: number;
  /** When the first request goes (epoch ms): the process starts early, so its start-up costs no time. */
  startAt: number;
  /**
   * With save: every student then submits, spread over `submitSeconds` from `submitAt` (epoch ms),
   * each once their own saves are answered, as a device syncs before it submits.
   */
  submit?: { submitAt: number; submitSeconds: number };
};

export type Latency = { count: number; p50: number; p99: number; max: number };

export type ExamPhaseResult = {
  sent: number;
  /** 2xx answers. */
  acknowledged: number;
  statuses: Record<string, number>;
  /** Network errors (no answer at all). */
  failures: number;
  /** From sending to the whole answer, over the 2xx answers. */
  latency: Latency;
  /**
   * How late the load process sent a request after its planned time: its own lag on a busy machine,
   * and for a submission also the wait for its student's saves.
   */
  sendLag: Latency;
  seconds: number;
  /** For start: the attempt id each student got (0 when refused). */
  attemptIds?: number[];
  /** For save: the highest acknowledged save number for each student:question pair. */
  lastSaved?: Record<string, number>;
  /** Requests sent again on a fresh connection after their kept-alive one was reset. */
  retried?: number;
  /** The first few refusals, for the report when there are any. */
  refusals: string[];
  /** Latency of the 2xx answers by the second of the phase they were planned for: when slow ones fall. */
  bySecond: Latency[];
  /** For save: latency of each attempt's first save (its facts not yet kept) and of the later ones. */
  byKind?: Record<SaveKind, Latency>;
};

export type SaveKind = 'first' | 'later';

export function latencyOf(sorted: readonly number[]): Latency {
  const at = (p: number) =>
    sorted.length ? Math.round(sorted[Math.ceil(p * sorted.length) - 1] * 10) / 10 : 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}
