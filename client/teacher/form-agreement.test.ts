import { startOfDay } from 'date-fns';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { z } from 'zod';
import { classCreate, classWrite, classWriteChoosing } from '../../shared/schemas/classes';
import { homeworkCreate, homeworkWrite, homeworkWriteChoosing } from '../../shared/schemas/homework';
import {
  expectFormTakesWhatSchemaTakes,
  expectServerTakesWhatFormTakes,
  instantsNear,
} from '../../tests/fuzz/form-agreement';
import { type ClassFormValues, isClassFormValid, toClassWrite } from './classes/class-form';
import { type HomeworkFormValues, homeworkFormProblem, toHomeworkWrite } from './homework/homework-form';

/** One of the teacher's edit forms, as the two agreement checks with the server's schemas take it. */
type EditForm<Values> = {
  /** What the form edits, e.g. 'class'. */
  noun: string;
  accepts: (values: Values, today: Date) => boolean;
  /** Any values the form may hold, dates near `today`. */
  values: (today: Date) => fc.Arbitrary<Values>;
  toBody: (values: Values) => unknown;
  /** The create schema, which takes whatever the form sends. */
  server: z.ZodType;
  /** The write schema the bodies are derived from, `dateField` near today. */
  shape: z.ZodType;
  dateField: string;
  toValues: (body: Record<string, unknown>) => Values;
  /** The write schema as the server applies it on the day that starts at `todayStart`. */
  schemaOn: (todayStart: Date) => z.ZodType;
};

/** Both ways of one form: the server takes what it lets through, it takes a body exactly when the schema does. */
function describeAgreement<Values>(form: EditForm<Values>) {
  describe(`the ${form.noun} form and the server's schema`, () => {
    const today = new Date();
    const accepts = (values: Values) => form.accepts(values, today);

    it(`the server takes every ${form.noun} the form lets through`, () => {
      expectServerTakesWhatFormTakes({
        values: form.values(today),
        accepts,
        toBody: form.toBody,
        server: form.server,
      });
    });

    it('the form takes a body exactly when the schema does, with today read in the same zone', () => {
      expectFormTakesWhatSchemaTakes({
        shape: form.shape,
        dateField: form.dateField,
        today,
        toValues: form.toValues,
        accepts,
        schema: form.schemaOn(startOfDay(today)),
      });
    });
  });
}

// The cases: each form with its fields' values and how a body reads back into them.

describeAgreement<ClassFormValues>({
  noun: 'class',
  accepts: isClassFormValid,
  values: (today) =>
    fc.record({
      topic: fc.oneof(fc.constantFrom('', '  ', 'Optics'), fc.string()),
      batchId: fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 50 }).map(String)),
      startTime: fc.option(instantsNear(today), { nil: null }),
      zoomLink: fc.oneof(fc.constantFrom('', ' https://zoom.us/j/1 ', 'zoom'), fc.webUrl()),
      notes: fc.string(),
      status: fc.constantFrom('scheduled' as const, 'active' as const, 'inactive' as const),
    }),
  toBody: toClassWrite,
  server: classCreate,
  shape: classWrite,
  dateField: 'start_time',
  toValues: (body) => ({
    topic: String(body.topic ?? ''),
    batchId: String(body.batch_id ?? ''),
    startTime: new Date(String(body.start_time)),
    zoomLink: String(body.zoom_link ?? ''),
    notes: String(body.notes ?? ''),
    status: (body.status ?? 'scheduled') as ClassFormValues['status'],
  }),
  schemaOn: (todayStart) => classWriteChoosing(() => ({ todayStart })),
});

describeAgreement<HomeworkFormValues>({
  noun: 'homework',
  accepts: (values, today) => homeworkFormProblem(values, today) === null,
  values: (today) =>
    fc.record({
      title: fc.oneof(fc.constantFrom('', '  ', 'Quadratics'), fc.string()),
      description: fc.string(),
      dueDate: fc.option(instantsNear(today), { nil: null }),
      batchIds: fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 3 }),
      gdriveLink: fc.oneof(fc.constantFrom('', ' https://drive.google.com/a ', 'drive'), fc.webUrl()),
      allowResubmit: fc.boolean(),
      allowLate: fc.boolean(),
      status: fc.constantFrom('open' as const, 'closed' as const),
      subject: fc.constantFrom('' as const, 'Maths' as const, 'Physics' as const),
    }),
  toBody: toHomeworkWrite,
  server: homeworkCreate,
  shape: homeworkWrite,
  dateField: 'due_date',
  toValues: (body) => ({
    title: String(body.title ?? ''),
    description: String(body.description ?? ''),
    dueDate: new Date(String(body.due_date)),
    batchIds: ((body.batch_ids ?? []) as unknown[]).map(Number),
    gdriveLink: String(body.gdrive_link ?? ''),
    allowResubmit: Boolean(body.allow_resubmit),
    allowLate: body.allow_late !== false,
    status: (body.status ?? 'open') as HomeworkFormValues['status'],
    subject: (body.subject ?? '') as HomeworkFormValues['subject'],
  }),
  schemaOn: (todayStart) => homeworkWriteChoosing(() => ({ todayStart })),
});
