import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formValuesOf } from './form-values';

describe('formValuesOf', () => {
  it("takes the schema's fields of the record as text, a missing one as '' and no other field", () => {
    const update = z.object({ name: z.string(), born: z.string() });
    const record = { id: 7, name: 'Asha', born: null };
    expect(formValuesOf(update, record)).toEqual({ name: 'Asha', born: '' });
  });
});
