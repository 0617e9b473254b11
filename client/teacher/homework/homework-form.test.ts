import { describe, expect, it } from 'vitest';
import { emptyHomeworkForm, homeworkFormProblem, toggleBatch, toHomeworkWrite } from './homework-form';

const now = new Date(2030, 4, 10, 15, 0);
const complete = {
  ...emptyHomeworkForm,
  title: '  Quadratics  ',
  dueDate: new Date(2030, 4, 12, 9, 30),
  batchIds: [1],
};

describe('homeworkFormProblem', () => {
  it('asks for every required field: title, due date and at least one batch', () => {
    expect(homeworkFormProblem(complete, now)).toBeNull();
    for (const missing of [{ title: '   ' }, { dueDate: null }, { batchIds: [] }]) {
      expect(homeworkFormProblem({ ...complete, ...missing }, now)).toBe(
        'Please fill in all required fields.',
      );
    }
  });

  it('refuses a due date before today but accepts earlier today', () => {
    expect(homeworkFormProblem({ ...complete, dueDate: new Date(2030, 4, 9, 23, 45) }, now)).toBe(
      'The due date cannot be before today.',
    );
    expect(homeworkFormProblem({ ...complete, dueDate: new Date(2030, 4, 10, 0, 0) }, now)).toBeNull();
  });

  it('accepts a past due date on an edit only while it is the one the homework was saved with', () => {
    const saved = new Date(2030, 4, 1, 18, 0);
    expect(homeworkFormProblem({ ...complete, dueDate: saved, status: 'closed' }, now, saved)).toBeNull();
    expect(homeworkFormProblem({ ...complete, dueDate: new Date(2030, 4, 1, 19, 0) }, now, saved)).toBe(
      'The due date cannot be before today.',
    );
  });

  it('accepts an empty drive link or a web link, not other text', () => {
    expect(homeworkFormProblem({ ...complete, gdriveLink: 'https://drive.google.com/a' }, now)).toBeNull();
    expect(homeworkFormProblem({ ...complete, gdriveLink: 'javascript:alert(1)' }, now)).toBe(
      'Enter a valid http(s) URL.',
    );
  });
});

describe('toHomeworkWrite', () => {
  it('trims text, sends the due date in UTC and no subject as null, with status open and no resubmission by default', () => {
    const body = toHomeworkWrite(complete);
    expect(body).toMatchObject({
      title: 'Quadratics',
      due_date: new Date(2030, 4, 12, 9, 30).toISOString(),
      batch_ids: [1],
      status: 'open',
      allow_resubmit: false,
      subject: null,
    });
  });
});

describe('toggleBatch', () => {
  it('adds and removes a batch id', () => {
    expect(toggleBatch([1], 2, true)).toEqual([1, 2]);
    expect(toggleBatch([1, 2], 1, false)).toEqual([2]);
  });
});
