import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries of the input a zod 4 schema describes, read from `schema._zod.def`
 * (zod-fast-check supports zod 3 only). It covers what the API's request schemas use: objects,
 * strings with lengths, regexes and the email/url/date/datetime formats, numbers, booleans, enums,
 * literals, arrays, optional/nullable/default wrappers, unions and pipes. Refinements (`refine`,
 * `superRefine`) cannot be read back, so a value may still fail one: the values are "valid as far
 * as the shape goes", the starting point the fuzz suite then mutates.
 */

type Def = {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
};
type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
};

export type DeriveOptions = {
  /** Used for numbers that may be record ids (every positive integer of a request is one), beside random ones. */
  ids?: fc.Arbitrary<number>;
  /** Values for fields a refinement narrows further than the shape says (a time-zone name, say), by key. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Checks of a schema, including a format schema's own def (z.email() and friends carry it there). */
function checksOf(def: Def): CheckDef[] {
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  return def.format ? [def as unknown as CheckDef, ...checks] : checks;
}

/** An instant the database can hold, written the ways ISO 8601 allows (Z, offsets, fractions). */
const isoDateTime = fc
  .tuple(
    fc.date({
      min: new Date('1901-01-01T00:00:00Z'),
      max: new Date('9998-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.constantFrom('Z', '+05:30', '-08:00', '+00:00'),
    fc.boolean(),
  )
  .map(([date, zone, fraction]) => {
    const text = date.toISOString().replace(fraction ? /Z$/ : /\.\d+Z$/, '');
    return `${text}${zone}`;
  });

const isoDate = fc
  .date({ min: new Date('1901-01-01T00:00:00Z'), max: new Date('9998-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format = checks.find((check) => check.check === 'string_format');
  const minLength = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
  const maxLength = Math.min(
    Number.POSITIVE_INFINITY,
    ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? Number.POSITIVE_INFINITY),
  );
  switch (format?.format) {
    case 'email':
      // zod's own pattern is narrower than RFC 5322, which fc.emailAddress() follows.
      return format.pattern ? fc.stringMatching(format.pattern) : fc.emailAddress();
    case 'url':
      return fc.webUrl({ validSchemes: ['http', 'https'] });
    case 'datetime':
      return isoDateTime;
    case 'date':
      return isoDate;
    case 'regex':
      if (format.pattern) return fc.stringMatching(format.pattern);
  }
  // Mostly short text; sometimes right at the limits, where off-by-one mistakes live.
  const upper = Number.isFinite(maxLength) ? maxLength : minLength + 40;
  const text = fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(upper, minLength + 40) });
  const atLimits = fc.constantFrom(minLength, upper).map((length) => 'x'.repeat(length));
  return fc.oneof({ arbitrary: text, weight: 4 }, { arbitrary: atLimits, weight: 1 });
}

function numberArbitrary(def: Def, options: DeriveOptions): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const integer = checks.some((check) => check.format === 'safeint' || check.format === 'int');
  const lower = checks.find((check) => check.check === 'greater_than');
  const upper = checks.find((check) => check.check === 'less_than');
  if (integer) {
    const min = lower ? (lower.value ?? 0) + (lower.inclusive ? 0 : 1) : Number.MIN_SAFE_INTEGER;
    const max = upper ? (upper.value ?? 0) - (upper.inclusive ? 0 : 1) : Number.MAX_SAFE_INTEGER;
    const any = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
    return min > 0 && options.ids ? fc.oneof(options.ids, any) : any;
  }
  // A bare number may still be piped into an id check (a body id is a number or a digit string).
  const any = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
  return options.ids ? fc.oneof(options.ids, any) : any;
}

export function arbitraryOf(schema: z.ZodType, options: DeriveOptions = {}): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const recurse = (inner: z.ZodType) => arbitraryOf(inner, options);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def, options);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'optional':
    case 'default':
      return fc.option(recurse(def.innerType as z.ZodType), { nil: undefined });
    case 'nullable':
      return fc.option(recurse(def.innerType as z.ZodType), { nil: null });
    case 'union':
      return fc.oneof(...(def.options ?? []).map(recurse));
    case 'pipe': {
      // A transform takes whatever its input accepts. A string piped into a stricter string (trim,
      // then a URL check) is described better by the stricter end.
      const out = defOf(def.out as z.ZodType);
      const input = defOf(def.in as z.ZodType);
      return recurse((out.type === 'string' && input.type === 'string' ? def.out : def.in) as z.ZodType);
    }
    case 'array': {
      const lengths = checksOf(def);
      const minLength = lengths.find((check) => check.check === 'min_length')?.minimum ?? 0;
      const maxLength = lengths.find((check) => check.check === 'max_length')?.maximum ?? minLength + 4;
      return fc.array(recurse(def.element as z.ZodType), { minLength, maxLength });
    }
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => {
          const hint = options.fields?.[key];
          return [key, hint ? fc.oneof(hint, recurse(value)) : recurse(value)];
        }),
      );
      // Optional fields come out as undefined; dropping the key is how JSON says "absent".
      return fc
        .record(fields)
        .map((value) => Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)));
    }
    case 'any':
    case 'unknown':
      return fc.anything();
    default:
      throw new Error(`arbitraryOf: no arbitrary for zod type "${def.type}"`);
  }
}
