import type { z } from 'zod';
import type {
  QuestionKey,
  QuestionKind,
  questionWrite,
  testWrite,
} from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import { invalid } from '../errors';

/**
 * What a question or a test must be beyond its shape, checked here rather than in the contract's
 * schemas: every screen carries the contract, and these rules and their texts need not ride along.
 */

const refuse = (field: string, message: string) => invalid(message, { [field]: [message] });

/** A key that fits its question: numeric with a value and no options; choices among two or more options. */
export function refuseBadQuestion(body: z.output<typeof questionWrite>) {
  if (body.kind === 'numeric' && body.options.length > 0) throw refuse('options', testTexts.numericNoOptions);
  if (body.kind !== 'numeric' && body.options.length < 2) throw refuse('options', testTexts.optionsRequired);
  refuseBadKey(body, body.key);
}

/** A key of the question's kind: a value for numeric; for choices, one (single) or more, each an option. */
export function refuseBadKey(question: { kind: QuestionKind; options: readonly string[] }, key: QuestionKey) {
  if (question.kind === 'numeric') {
    if (!('value' in key)) throw refuse('key', testTexts.numericKeyRequired);
    return;
  }
  if (!('choices' in key)) throw refuse('key', testTexts.keyRequired);
  const choices = new Set(key.choices);
  if (choices.size === 0) throw refuse('key', testTexts.keyRequired);
  if (question.kind === 'single' && choices.size !== 1) throw refuse('key', testTexts.singleKey);
  if ([...choices].some((choice) => choice >= question.options.length))
    throw refuse('key', testTexts.keyOutOfRange);
}

/** A key in the one shape its kind reads: choices sorted and once each. */
export function normalKey(key: QuestionKey): QuestionKey {
  return 'choices' in key
    ? { choices: [...new Set(key.choices)].sort((a, b) => a - b) }
    : { value: key.value, tolerance: key.tolerance };
}

/** A window that closes after it opens, and each question once in the test. */
export function refuseBadTest(body: z.output<typeof testWrite>) {
  if (new Date(body.closes_at) <= new Date(body.opens_at))
    throw refuse('closes_at', testTexts.closesBeforeOpens);
  for (const [index, section] of body.sections.entries()) {
    if (section.pick === null && section.question_ids.length === 0)
      throw refuse('sections', testTexts.sectionEmpty(index + 1));
    if (section.pick !== null && section.question_ids.length > 0)
      throw refuse('sections', testTexts.pickOrFixed(index + 1));
  }
  const seen = new Set<number>();
  for (const section of body.sections)
    for (const questionId of section.question_ids) {
      if (seen.has(questionId)) throw refuse('sections', testTexts.questionTwice(questionId));
      seen.add(questionId);
    }
}
