import type { AnswerValue, QuestionKind } from '../../shared/schemas/assessments';

/**
 * The exam-day scenario's plan, shared by the bench and its load process: which student saves which
 * answer when, derived from the save's number alone, so the bench can say afterwards what every
 * acknowledged save must have left in the database without the load process sending it back.
 */

export type ExamQuestion = { id: number; kind: QuestionKind; optionCount: number };

export type ExamStudent = { token: string; attemptId: number };

const greatestCommonDivisor = (a: number, b: number): number =>
  b === 0 ? a : greatestCommonDivisor(b, a % b);

/**
 * Where student s's save falls in each round of n slots: s times a step near the golden ratio of n,
 * coprime with n, so the students started so far (the first ones) have their slots spread over the
 * round rather than bunched at its start. Answers each slot's student.
 */
function studentOfSlot(students: number): (slot: number) => number {
  let step = Math.max(1, Math.round(students * 0.618));
  while (greatestCommonDivisor(step, students) !== 1) step++;
  const studentAt = new Array<number>(students);
  for (let s = 0; s < students; s++) studentAt[(s * step) % students] = s;
  return (slot) => studentAt[slot];
}

let slots: { students: number; studentAt: (slot: number) => number } | undefined;

/**
 * Save `k` goes to one student in each round of n slots (each student once a round), each student's
 * questions in turn: one student's saves never overlap.
 */
export function saveOf(k: number, students: number, questions: readonly ExamQuestion[]) {
  if (slots?.students !== students) slots = { students, studentAt: studentOfSlot(students) };
  const student = slots.studentAt(k % students);
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

export type PhaseKind = 'exam' | 'bare';

/** What the load process runs: requests at a fixed rate (open loop), whatever the answers take. */
export type ExamPhaseJob = {
  url: string;
  /** Several servers on one database: student s's requests go to `urls[s % urls.length]`. */
  urls?: string[];
  kind: PhaseKind;
  testId: number;
  /** One start per student (their token), spread over `seconds`; for bare, `rate` a second for `seconds`. */
  students: ExamStudent[];
  questions: ExamQuestion[];
  seconds: number;
  rate: number;
  /** When the first request goes (epoch ms): the process starts early, so its start-up costs no time. */
  startAt: number;
  /** For exam: the saves and the submissions that follow the starts. */
  exam?: ExamSchedule;
};

/**
 * Save slot k is due at `startAt + k / rate` and belongs to student k mod n (saveOf), so each student
 * saves every n / rate seconds. Slots from `savesAt` on, for `saveSeconds`, are the saves at the full
 * rate after the starts; with `rampSaves` the slots before it are sent too for every student whose
 * start was answered, as devices answer from the moment their student starts, so the rate climbs with
 * the starts. Then every student submits, spread over `submitSeconds` from `submitAt` (epoch ms), each
 * once their own saves are answered, as a device syncs before it submits.
 */
export type ExamSchedule = {
  savesAt: number;
  saveSeconds: number;
  rampSaves: boolean;
  submitAt: number;
  submitSeconds: number;
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
  /** For save: latency of each attempt's first save and of its later ones. */
  byKind?: Record<SaveKind, Latency>;
  /** The first three seconds in tenths: p99 of the answers planned in each. */
  byTenth?: number[];
  /** Connections the load process opened in each second of the phase (new TCP handshakes). */
  opened?: number[];
  /** The load process's own lag behind its plan, p99 in each second of the phase. */
  lagBySecond?: number[];
};

export type SaveKind = 'first' | 'later';

export function latencyOf(sorted: readonly number[]): Latency {
  const at = (p: number) =>
    sorted.length ? Math.round(sorted[Math.ceil(p * sorted.length) - 1] * 10) / 10 : 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}
