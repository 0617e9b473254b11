import type { z } from 'zod';
import type { questionWrite, testWrite } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import { invalid } from '../errors';

/**
 * What a question or a test must be beyond its shape, checked here rather than in the contract's
 * schemas: every screen carries the contract, and these rules and their texts need not ride along.
 */

const refuse = (field: string, message: string) => invalid(message, { [field]: [message] });

/** A key that fits its question: numeric with a value and no options; choices among two or more options. */
export function refuseBadQuestion(body: z.output<typeof questionWrite>) {
  if (body.kind === 'numeric') {
    if (body.options.length > 0) throw refuse('options', testTexts.numericNoOptions);
    if (!('value' in body.key)) throw refuse('key', testTexts.numericKeyRequired);
    return;
  }
  if (body.options.length < 2) throw refuse('options', testTexts.optionsRequired);
  if (!('choices' in body.key)) throw refuse('key', testTexts.keyRequired);
  const choices = new Set(body.key.choices);
  if (choices.size === 0) throw refuse('key', testTexts.keyRequired);
  if (body.kind === 'single' && choices.size !== 1) throw refuse('key', testTexts.singleKey);
  if ([...choices].some((choice) => choice >= body.options.length))
    throw refuse('key', testTexts.keyOutOfRange);
}

/** A window that closes after it opens, and each question once in the test. */
export function refuseBadTest(body: z.output<typeof testWrite>) {
  if (new Date(body.closes_at) <= new Date(body.opens_at))
    throw refuse('closes_at', testTexts.closesBeforeOpens);
  const seen = new Set<number>();
  for (const section of body.sections)
    for (const questionId of section.question_ids) {
      if (seen.has(questionId)) throw refuse('sections', testTexts.questionTwice(questionId));
      seen.add(questionId);
    }
}
