import { startOfDay } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeworkCreate, homeworkWrite, homeworkWriteChoosing } from '../../../shared/schemas/homework';
import {
  expectFormTakesWhatSchemaTakes,
  expectServerTakesWhatFormTakes,
  instantsNear,
} from '../../../tests/fuzz/form-agreement';
import {
  emptyHomeworkForm,
  type HomeworkFormValues,
  homeworkFormProblem,
  toggleBatch,
  toHomeworkWrite,
} from './homework-form';

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

describe("the form and the server's schema", () => {
  const today = new Date();
  const accepts = (values: HomeworkFormValues) => homeworkFormProblem(values, today) === null;

  it('the server takes every homework the form lets through', () => {
    expectServerTakesWhatFormTakes({
      values: fc.record({
        title: fc.oneof(fc.constantFrom('', '  ', 'Quadratics'), fc.string()),
        description: fc.string(),
        dueDate: fc.option(instantsNear(today), { nil: null }),
        batchIds: fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 3 }),
        gdriveLink: fc.oneof(fc.constantFrom('', ' https://drive.google.com/a ', 'drive'), fc.webUrl()),
        allowResubmit: fc.boolean(),
        status: fc.constantFrom('open' as const, 'closed' as const),
        subject: fc.constantFrom('' as const, 'Maths' as const, 'Physics' as const),
      }),
      accepts,
      toBody: toHomeworkWrite,
      server: homeworkCreate,
    });
  });

  it('the form takes a body exactly when the schema does, with today read in the same zone', () => {
    expectFormTakesWhatSchemaTakes({
      shape: homeworkWrite,
      dateField: 'due_date',
      today,
      toValues: (body): HomeworkFormValues => ({
        title: String(body.title ?? ''),
        description: String(body.description ?? ''),
        dueDate: new Date(String(body.due_date)),
        batchIds: ((body.batch_ids ?? []) as unknown[]).map(Number),
        gdriveLink: String(body.gdrive_link ?? ''),
        allowResubmit: Boolean(body.allow_resubmit),
        status: (body.status ?? 'open') as HomeworkFormValues['status'],
        subject: (body.subject ?? '') as HomeworkFormValues['subject'],
      }),
      accepts,
      schema: homeworkWriteChoosing(() => ({ todayStart: startOfDay(today) })),
    });
  });
});
