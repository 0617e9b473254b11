import { describe, expect, it } from 'vitest';
import { testWrite } from '../../../shared/schemas/assessments';
import { emptyTestForm, newSection, testFormProblem, toTestWrite } from './test-form';

describe('the test form', () => {
  const ready = {
    ...emptyTestForm(new Date('2026-11-27T09:00:30Z')),
    title: 'JEE mock',
    batchIds: [3],
    sections: [{ ...newSection(1), wrong: '-2', partial: true, questionIds: [5, 6] }],
  };

  it('opens now, to the minute, for a week', () => {
    const form = emptyTestForm(new Date('2026-11-27T09:00:30Z'));
    expect(form.opensAt?.toISOString()).toBe('2026-11-27T09:00:00.000Z');
    expect(form.closesAt?.toISOString()).toBe('2026-12-04T09:00:00.000Z');
  });

  it('sends sections with their marking and questions', () => {
    expect(testFormProblem(ready)).toBeNull();
    const body = toTestWrite(ready);
    expect(body.sections).toEqual([
      {
        title: 'Section 1',
        correct_marks: 4,
        wrong_marks: -2,
        unanswered_marks: 0,
        partial_marks: true,
        question_ids: [5, 6],
        pick: null,
      },
    ]);
    expect(testWrite.safeParse(body).success).toBe(true);
  });

  it('sends a random pick from a tag instead of chosen questions', () => {
    const picking = {
      ...ready,
      sections: [
        {
          ...ready.sections[0],
          pick: { count: ' 3 ', subject: 'Physics' as const, topic: ' optics ', difficulty: '' as const },
        },
      ],
    };
    expect(testFormProblem(picking)).toBeNull();
    const body = toTestWrite(picking);
    expect(body.sections[0]).toMatchObject({
      question_ids: [],
      pick: { count: 3, subject: 'Physics', topic: 'optics', difficulty: null },
    });
    expect(testWrite.safeParse(body).success).toBe(true);
    expect(
      testFormProblem({
        ...picking,
        sections: [{ ...picking.sections[0], pick: { ...picking.sections[0].pick, count: '0' } }],
      }),
    ).toBe('Give how many questions Section 1 picks at random, as a whole number.');
  });

  it('asks for questions in every section and whole-number marks', () => {
    expect(testFormProblem({ ...ready, sections: [newSection(1)] })).toBe(
      'Choose at least one question for Section 1.',
    );
    expect(testFormProblem({ ...ready, sections: [{ ...ready.sections[0], wrong: '-1.5' }] })).toMatch(
      /whole numbers/,
    );
  });
});
