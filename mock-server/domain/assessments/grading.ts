import type { AnswerValue, Marking, QuestionKey, QuestionKind } from '../../../shared/schemas/assessments';

/** How an answer stands against its key: partial is some of a multiple-correct key's options and no wrong one. */
export type Outcome = 'correct' | 'partial' | 'wrong' | 'unanswered';

export function outcomeOf(question: { key: QuestionKey }, answer: AnswerValue | null): Outcome {
  if (answer === null) return 'unanswered';
  const { key } = question;
  if ('value' in key) {
    if (!('value' in answer)) return 'unanswered';
    const given = Number(answer.value);
    // Decimal keys are binary floats: a hair of slack keeps 0.1 + 0.2 equal to 0.3.
    const slack = 1e-9 * Math.max(1, Math.abs(key.value));
    return Math.abs(given - key.value) <= key.tolerance + slack ? 'correct' : 'wrong';
  }
  if (!('choices' in answer) || answer.choices.length === 0) return 'unanswered';
  const correct = new Set(key.choices);
  const chosen = new Set(answer.choices);
  if ([...chosen].some((choice) => !correct.has(choice))) return 'wrong';
  return chosen.size === correct.size ? 'correct' : 'partial';
}

/**
 * The marks one answer earns under its section's scheme (docs/online-tests.md#marking). A choice
 * question is wrong as soon as one wrong option is chosen; with partial marks on, a multiple-correct
 * question with only some of its correct options chosen earns a mark for each, as JEE Advanced does.
 */
export function marksFor(
  question: { kind: QuestionKind; key: QuestionKey },
  answer: AnswerValue | null,
  marking: Marking,
): number {
  switch (outcomeOf(question, answer)) {
    case 'unanswered':
      return marking.unanswered_marks;
    case 'correct':
      return marking.correct_marks;
    case 'wrong':
      return marking.wrong_marks;
    case 'partial':
      return question.kind === 'multiple' && marking.partial_marks && answer && 'choices' in answer
        ? new Set(answer.choices).size
        : marking.wrong_marks;
  }
}

/** A small, fast generator of numbers in [0, 1) from a 32-bit seed: the same seed, the same numbers. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `items` in an order drawn from `seed` and `salt`: one attempt always sees one order. */
export function shuffled<T>(items: readonly T[], seed: number, salt: number): T[] {
  const random = mulberry32(seed ^ Math.imul(salt + 1, 0x9e3779b1));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Rank (1 is best, ties share) and percentile (the share scoring at most as much) among the scores. */
export function standing(score: number, scores: readonly number[]) {
  const above = scores.filter((other) => other > score).length;
  const atMost = scores.filter((other) => other <= score).length;
  return {
    rank: above + 1,
    percentile: scores.length === 0 ? null : Math.round((10_000 * atMost) / scores.length) / 100,
  };
}
