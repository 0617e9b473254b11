import { z } from 'zod';
import {
  type ApplicationProgramme,
  type ApplicationStatus,
  applicationProgrammes,
  applicationStatuses,
  programmeLabels,
  referralSources,
} from '../admissions';
import { pageOf, pageQuery, personRef, queryId } from './admin';
import { bodyId, id, isoDate, isoDateTime, trimmedText } from './common';
import { nameFields } from './profile';
import { multiLineText } from './text';

export {
  type ApplicationProgramme,
  type ApplicationStatus,
  applicationProgrammes,
  applicationStatuses,
  programmeLabels,
};
export const applicationProgramme = z.enum(applicationProgrammes);
export const applicationStatus = z.enum(applicationStatuses);
export const referralSource = z.enum(referralSources, { error: 'Tell us how you heard of us.' });

/**
 * Admissions: the academy's own application forms (/apply-demo, /apply-neet), the public call that
 * stores them, and the admin inbox. The browser validates with the same schemas the server does.
 */

/**
 * A mobile number, normalised to E.164: ten Indian digits (starting 6-9, with or without +91 or a
 * leading 0) become +91XXXXXXXXXX; any other number must start with + and its country code.
 */
export const mobileNumber = z
  .string({ error: 'Enter a mobile number.' })
  .trim()
  .min(1, 'Enter a mobile number.')
  .transform((value, ctx) => {
    const normalised = normaliseMobile(value);
    if (normalised === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter a 10-digit Indian mobile number, or an international number starting with +.',
      });
      return z.NEVER;
    }
    return normalised;
  });

export function normaliseMobile(value: string): string | null {
  if (!/^\+?[0-9 ()-]+$/.test(value)) return null;
  const international = value.startsWith('+');
  const digits = value.replace(/\D/g, '');
  const indian = digits.match(/^(?:91|0)?([6-9]\d{9})$/);
  if (indian && (!international || digits.startsWith('91'))) return `+91${indian[1]}`;
  if (international && /^[1-9]\d{7,14}$/.test(digits)) return `+${digits}`;
  return null;
}

const name = (message: string) =>
  trimmedText(message).pipe(z.string().max(100, 'Use at most 100 characters.'));
const place = (message: string) =>
  trimmedText(message).pipe(z.string().max(120, 'Use at most 120 characters.'));
const email = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address.').max(200, 'Use at most 200 characters.'));
const consent = z.literal(true, { error: 'Please agree to be contacted about this application.' });

/**
 * What every form carries against bots, without an outside captcha: `website` is a field hidden
 * from people (a bot fills it), `started_at` the time the form was shown (milliseconds since the
 * epoch; a person takes more than `admissions.minFillMs` (shared/constants) to fill it in).
 */
const antiBot = {
  website: z.string().max(200).optional().default(''),
  started_at: z
    .number({ error: 'The form is out of date: reload the page and send it again.' })
    .int()
    .nonnegative(),
};

export const demoApplication = z.object({
  form: z.literal('demo'),
  student_name: name("Enter the student's name."),
  class_level: z.coerce
    .number({ error: 'Choose the class, 7 to 10.' })
    .int('Choose the class, 7 to 10.')
    .min(7, 'Choose the class, 7 to 10.')
    .max(10, 'Choose the class, 7 to 10.'),
  school: place("Enter the student's school."),
  city: place('Enter your city.'),
  parent_name: name("Enter the parent's name."),
  parent_mobile: mobileNumber,
  email,
  programme: z.enum(['foundational', 'express'], {
    error: 'Choose the Foundational or the Express programme.',
  }),
  heard_from: referralSource,
  consent,
  ...antiBot,
});
export type DemoApplication = z.input<typeof demoApplication>;

export const neetApplication = z.object({
  form: z.literal('neet'),
  student_name: name("Enter the student's name."),
  institution: place('Enter the government institution where you study.'),
  class_level: z.literal(12, { error: 'The free NEET programme is for students of class 12.' }).default(12),
  city: place('Enter your city.'),
  mobile: mobileNumber,
  email,
  consent,
  ...antiBot,
});
export type NeetApplication = z.input<typeof neetApplication>;

/** The body of POST /api/applications/. */
export const applicationSubmit = z.discriminatedUnion('form', [demoApplication, neetApplication], {
  error: 'Say which form this is: demo or neet.',
});
export type ApplicationSubmit = z.input<typeof applicationSubmit>;

/** 201 answer: the reference to quote when the academy calls. */
export const applicationReceipt = z.object({ reference: z.string(), detail: z.string() });
export type ApplicationReceipt = z.infer<typeof applicationReceipt>;

// The admin inbox

export const applicationSummary = z.object({
  id,
  reference: z.string(),
  programme: applicationProgramme,
  status: applicationStatus,
  student_name: z.string(),
  email: z.string(),
  /** The parent's mobile for Classes 7 to 10, the student's own for NEET. */
  mobile: z.string(),
  city: z.string(),
  class_level: z.number().int(),
  created_at: isoDateTime,
});
export type ApplicationSummary = z.infer<typeof applicationSummary>;

export const applicationNote = z.object({
  id,
  at: isoDateTime,
  author: personRef.nullable(),
  text: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNote>;

export const applicationDetail = applicationSummary.extend({
  school: z.string().nullable(),
  institution: z.string().nullable(),
  parent_name: z.string().nullable(),
  heard_from: referralSource.nullable(),
  notes: z.array(applicationNote),
  /** The account made by Admit, once admitted. */
  student: personRef.nullable(),
  updated_at: isoDateTime,
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

/** `from`/`to` are days (inclusive, UTC) of `created_at`, like every other day the admin area filters on. */
export const applicationFilter = z.object({
  programme: applicationProgramme.optional(),
  status: applicationStatus.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export const applicationListQuery = applicationFilter.extend(pageQuery);
export type ApplicationListQuery = z.input<typeof applicationListQuery>;
export const applicationPage = pageOf(applicationSummary);
export type ApplicationPage = z.infer<typeof applicationPage>;
export const applicationIdQuery = queryId('Use the application id: digits only.');

/** Moving to `admitted` happens only through Admit, which makes the account. */
export const applicationStatusUpdate = z.object({
  status: applicationStatus.exclude(['admitted'], {
    error: 'Choose new, contacted, demo week or not selected; use Admit to admit.',
  }),
});
export const applicationNoteCreate = z.object({
  text: multiLineText().trim().min(1, 'Write the note.').max(2000, 'Use at most 2,000 characters.'),
});

/** Admit: a student account in the batch, valid until the day given, and the invitation mail. */
export const applicationAdmit = z.object({
  batch_id: bodyId('Choose a batch.'),
  valid_until: isoDate,
  ...nameFields,
});
export type ApplicationAdmit = z.input<typeof applicationAdmit>;

/** The CSV's header row, in order. */
export const applicationCsvColumns = [
  'reference',
  'created_at',
  'programme',
  'status',
  'student_name',
  'class_level',
  'school',
  'institution',
  'city',
  'parent_name',
  'mobile',
  'email',
  'heard_from',
] as const;
