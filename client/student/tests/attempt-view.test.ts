import { describe, expect, it } from 'vitest';
import { answers, sampleAttempt } from '../../../machines/testing/test-attempt.model';
import { testTexts } from '../../../shared/test-texts';
import { ApiRequestError } from '../../data/errors';
import { answersOnScreen, attemptError, formatRemaining, paletteStatus } from './attempt-view';

describe('the attempt on screen', () => {
  it('colours the palette: not visited, not answered, answered, marked', () => {
    expect(paletteStatus(undefined)).toBe('not_visited');
    expect(paletteStatus({ question_id: 1, answer: null, marked_for_review: false })).toBe('not_answered');
    expect(paletteStatus(answers.numeric)).toBe('answered');
    expect(paletteStatus(answers.multiple)).toBe('marked');
  });

  it('shows answers kept on the device over those the server saved', () => {
    const attempt = {
      ...sampleAttempt,
      answers: [{ question_id: 11, answer: { value: '1' }, marked_for_review: false, seconds_spent: 0 }],
    };
    expect(answersOnScreen(attempt, [answers.numeric]).get(11)).toEqual(answers.numeric);
  });

  it('tells a lost connection, the end of time and a refusal apart', () => {
    expect(attemptError(new ApiRequestError(0, { detail: 'fetch failed' })).kind).toBe('offline');
    expect(attemptError(new ApiRequestError(409, { detail: testTexts.timeUp })).kind).toBe('timeUp');
    expect(
      attemptError(new ApiRequestError(400, { detail: 'Question 3 takes one option only.' })),
    ).toMatchObject({
      kind: 'refused',
      message: 'Question 3 takes one option only.',
    });
  });

  it('counts down in minutes and seconds', () => {
    expect(formatRemaining(59 * 60_000 + 7_000)).toBe('59:07');
    expect(formatRemaining(3_723_000)).toBe('1:02:03');
    expect(formatRemaining(-5)).toBe('00:00');
  });
});
