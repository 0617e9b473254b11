import { z } from 'zod';
import { batchRef, bodyId, id, isoDate, isoDateTime, trimmedText } from './common';
import { nameFields, profileUpdate } from './profile';
import { multiLineText, singleLineText } from './text';

/**
 * The admin area's calls (/api/admin/...). Lists that can grow page on the server: `page` from 1,
 * `page_size` up to 100, and the answer's `total` counts every match.
 */

/** A student is lapsed once `valid_until` is past (or unset); a deactivated account cannot sign in at all. */
export const studentStatuses = ['active', 'lapsed', 'deactivated'] as const;
export const studentStatus = z.enum(studentStatuses);
export type StudentStatus = z.infer<typeof studentStatus>;

export const accountStatuses = ['active', 'deactivated'] as const;
export const accountStatus = z.enum(accountStatuses);

export const pageSizeLimit = 100;
export const queryId = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(id);
export const pageQuery = {
  page: z.coerce.number({ error: 'page must be a whole number from 1.' }).int().min(1).default(1),
  page_size: z.coerce
    .number({ error: `page_size must be a whole number from 1 to ${pageSizeLimit}.` })
    .int()
    .min(1)
    .max(pageSizeLimit)
    .default(25),
};
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

const email = z.string().trim().pipe(z.email('Enter a valid e-mail address.'));
const batchIdField = bodyId('Choose a batch.');

export const personRef = z.object({ id, first_name: z.string(), last_name: z.string(), email: z.string() });
export type PersonRef = z.infer<typeof personRef>;

// Overview

export const endingSoonStudent = personRef.extend({ batch: batchRef.nullable(), valid_until: isoDate });
export const adminOverview = z.object({
  students: z.object({ active: z.number().int(), lapsed: z.number().int(), deactivated: z.number().int() }),
  batches: z.object({ active: z.number().int(), archived: z.number().int() }),
  teachers: z.number().int(),
  /** Students whose subscription ends within `ending_within_days` from today, soonest first. */
  ending_soon: z.array(endingSoonStudent),
  ending_within_days: z.number().int(),
  /** Applications with status new. */
  new_applications: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverview>;

// Batches

export const adminBatch = z.object({
  id,
  name: z.string(),
  /** When the batch was archived: it keeps its classes and homework readable and gets no new ones. */
  archived_at: isoDateTime.nullable(),
  student_count: z.number().int(),
  teacher_count: z.number().int(),
});
export type AdminBatch = z.infer<typeof adminBatch>;
export const adminBatchList = z.array(adminBatch);
export const adminBatchDetail = adminBatch.extend({
  teachers: z.array(personRef),
  students: z.array(personRef.extend({ valid_until: isoDate.nullable(), status: studentStatus })),
});
export type AdminBatchDetail = z.infer<typeof adminBatchDetail>;

const batchName = trimmedText('Enter the batch name.').pipe(z.string().max(80, 'Use at most 80 characters.'));
export const batchCreate = z.object({ name: batchName });
/** Rename, archive (`archived: true`) or unarchive; either field may be left out. */
export const batchUpdate = z.object({ name: batchName.optional(), archived: z.boolean().optional() });

// Students

export const adminStudent = personRef.extend({
  batch: batchRef.nullable(),
  valid_until: isoDate.nullable(),
  status: studentStatus,
  parent_name: z.string(),
  mobile_number: z.string(),
  communication_number: z.string(),
  date_of_birth: isoDate.nullable(),
  address: z.string(),
  /** GST state code (shared/indian-states.ts), or null when not known. */
  state: z.string().nullable(),
  created_at: isoDateTime,
});
export type AdminStudent = z.infer<typeof adminStudent>;

/** Matches first name, last name, full name or e-mail, ignoring case. */
export const studentFilter = z.object({
  q: singleLineText().trim().max(200).optional(),
  batch_id: queryId('batch_id must be a batch id.').optional(),
  status: studentStatus.optional(),
});
export const studentListQuery = studentFilter.extend(pageQuery);
export type StudentListQuery = z.input<typeof studentListQuery>;
export const studentPage = pageOf(adminStudent);
export type StudentPage = z.infer<typeof studentPage>;

/** A new student gets an invitation e-mail with a link to choose their password. */
export const studentCreate = z.object({
  email,
  ...nameFields,
  batch_id: batchIdField.nullable().optional(),
  valid_until: isoDate.nullable().optional(),
});
export type StudentCreate = z.input<typeof studentCreate>;

/** Every profile field at once (the form sends them all), and the e-mail. */
export const studentUpdate = profileUpdate.extend({ email });
export type StudentUpdate = z.input<typeof studentUpdate>;

export const studentMove = z.object({ batch_id: batchIdField });
export const studentRenew = z.object({ valid_until: isoDate });

/** The CSV's header row; `batch` is a batch name, `valid_until` YYYY-MM-DD; both may be empty. */
export const studentCsvColumns = [
  'email',
  'first_name',
  'last_name',
  'batch',
  'valid_until',
  'parent_name',
  'mobile_number',
] as const;
export const studentImport = z.object({ csv: multiLineText().min(1, 'The CSV file is empty.') });
export const studentImportResult = z.object({ created: z.number().int(), students: z.array(adminStudent) });
/** The 400 answer of an import: nothing was written; each bad row (1 = first after the header) says why. */
export const studentImportFailure = z.object({
  detail: z.string(),
  rows: z.array(z.object({ row: z.number().int(), errors: z.array(z.string()) })),
});
export type StudentImportFailure = z.infer<typeof studentImportFailure>;

// Teachers

export const adminTeacher = personRef.extend({
  batches: z.array(batchRef),
  status: accountStatus,
  created_at: isoDateTime,
});
export type AdminTeacher = z.infer<typeof adminTeacher>;
export const adminTeacherList = z.array(adminTeacher);
/** A new teacher gets an invitation e-mail; `batch_ids` are assigned at once. */
export const teacherCreate = z.object({
  email,
  ...nameFields,
  batch_ids: z.array(batchIdField).max(50).default([]),
});
export type TeacherCreate = z.input<typeof teacherCreate>;

// Audit log

export const auditActions = [
  'batch.create',
  'batch.rename',
  'batch.archive',
  'batch.unarchive',
  'student.create',
  'student.update',
  'student.move',
  'student.renew',
  'student.import',
  'student.guardians',
  'teacher.create',
  'teacher.assign',
  'teacher.unassign',
  'user.create',
  'user.deactivate',
  'user.reactivate',
  'user.password_reset',
  'application.status',
  'application.note',
  'application.admit',
  'security.login_failures',
  'security.throttled',
  'security.refresh_reuse',
  'security.password_change',
  'data.export',
  'payment.submit',
  'payment.confirm',
  'payment.record',
  'payment.reject',
  'attendance.change',
  'guardian.invite',
  'guardian.access_ended',
] as const;
export const auditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditAction>;

/**
 * An address is the target of a throttle that no one account explains; an export, of a listing; a
 * class, of a late change to its attendance.
 */
export const auditTargetTypes = ['user', 'batch', 'application', 'address', 'export', 'class'] as const;

export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditEntry = z.object({
  id,
  at: isoDateTime,
  /** Null when the server's command line (`npm run admin`) made the change. */
  actor: personRef.nullable(),
  action: auditAction,
  target_type: z.enum(auditTargetTypes),
  target_id: id.nullable(),
  /** The target's name or e-mail when the change was made. */
  target_label: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** `actor_id` filters to one person's changes; `actor=cli` to the command line's. */
export const auditQuery = z.object({
  actor_id: queryId('actor_id must be a user id.').optional(),
  actor: z.literal('cli', { error: 'actor may only be cli.' }).optional(),
  ...pageQuery,
});
export type AuditQuery = z.input<typeof auditQuery>;
export const auditPage = pageOf(auditEntry).extend({
  /** Everyone who appears as an actor, for the filter. */
  actors: z.array(personRef),
});
export type AuditPage = z.infer<typeof auditPage>;
