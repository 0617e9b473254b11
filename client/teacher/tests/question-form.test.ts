import { describe, expect, it } from 'vitest';
import { questionWrite } from '../../../shared/schemas/assessments';
import { emptyQuestionForm, questionFormProblem, toQuestionWrite } from './question-form';

describe('the question form', () => {
  it('drops empty options and renumbers the correct ones', () => {
    const values = {
      ...emptyQuestionForm,
      kind: 'multiple' as const,
      text: 'Roots of $x^2-5x+6$?',
      options: ['2', '', '3', '6'],
      correct: [0, 2],
    };
    expect(questionFormProblem(values)).toBeNull();
    const body = toQuestionWrite(values);
    expect(body).toMatchObject({ options: ['2', '3', '6'], key: { choices: [0, 1] } });
    expect(questionWrite.safeParse(body).success).toBe(true);
  });

  it('sends a numeric answer with its tolerance, and asks for a number', () => {
    const values = {
      ...emptyQuestionForm,
      kind: 'numeric' as const,
      text: '$g$?',
      value: '9.81',
      tolerance: '0.05',
    };
    expect(toQuestionWrite(values)).toMatchObject({ options: [], key: { value: 9.81, tolerance: 0.05 } });
    expect(questionFormProblem({ ...values, value: 'nine' })).toMatch(/numeric answer/);
  });

  it('asks for a correct option, and only one for a single-correct question', () => {
    const values = { ...emptyQuestionForm, text: 'Pick', options: ['a', 'b', '', ''] };
    expect(questionFormProblem(values)).toBe('Mark the correct option.');
    expect(questionFormProblem({ ...values, correct: [0, 1] })).toMatch(/one correct option/);
  });
});
