import { addHours } from 'date-fns';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import { arbitraryOf } from './zod-arbitrary';

/** Instants from two days before `today` to two days after, so past, today and future all come up. */
export const instantsNear = (today: Date) =>
  fc.integer({ min: -48, max: 48 }).map((hours) => addHours(today, hours));

/** Whatever values the form lets through, sent as the form sends them, `server` accepts. */
export function expectServerTakesWhatFormTakes<Values>(form: {
  values: fc.Arbitrary<Values>;
  accepts: (values: Values) => boolean;
  toBody: (values: Values) => unknown;
  server: z.ZodType;
}) {
  fc.assert(
    fc.property(form.values, (values) => {
      if (!form.accepts(values)) return;
      expect(form.server.safeParse(form.toBody(values)).success).toBe(true);
    }),
  );
}

/**
 * The form accepts a write body, read into its fields by `toValues`, exactly when `schema` does.
 * The bodies are derived from `shape`, their `dateField` near `today`.
 */
export function expectFormTakesWhatSchemaTakes<Values>(form: {
  shape: z.ZodType;
  dateField: string;
  today: Date;
  toValues: (body: Record<string, unknown>) => Values;
  accepts: (values: Values) => boolean;
  schema: z.ZodType;
}) {
  const bodies = arbitraryOf(form.shape, {
    ids: fc.integer({ min: 1, max: 50 }),
    fields: { [form.dateField]: instantsNear(form.today).map((date) => date.toISOString()) },
  });
  fc.assert(
    fc.property(bodies, (sent) => {
      const body = sent as Record<string, unknown>;
      expect(form.accepts(form.toValues(body))).toBe(form.schema.safeParse(body).success);
    }),
  );
}
