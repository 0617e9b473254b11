import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { notificationChannels, notificationKinds } from '../../shared/notifications';

/** Binary data: node-postgres reads it as a Buffer, PGlite as a Uint8Array; both take either. */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array<ArrayBuffer> }>({
  dataType: () => 'bytea',
});

/** The primary key most tables have: a number the database assigns. */
const serialId = () => serial('id').primaryKey();

/** A moment in time, kept with its time zone and read as a Date. */
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const createdAt = () => instant('created_at').notNull().defaultNow();

/** A required reference to a row whose deletion deletes this one too. */
const cascadingRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: serialId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['student', 'teacher', 'admin', 'guardian'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Set by an admin: the account cannot sign in, and its sessions ended at that moment. */
    deactivatedAt: instant('deactivated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('student', 'teacher', 'admin', 'guardian')`),
  ],
);

export const batches = pgTable(
  'batches',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** An archived batch keeps its classes and homework readable and gets no new ones. */
    archivedAt: instant('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('batches_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** One row a user: the profile fields, the student's batch and subscription. */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentName: text('parent_name').notNull().default(''),
    mobileNumber: text('mobile_number').notNull().default(''),
    communicationNumber: text('communication_number').notNull().default(''),
    /** Key of the picture's row in `media`, e.g. `profiles/12-abc.png`, also its path below /media/. */
    profilePicture: text('profile_picture'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address').notNull().default(''),
    /** GST state code of where the student lives (shared/indian-states.ts): a tax invoice's place of supply. */
    state: text('state'),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    validUntil: date('valid_until', { mode: 'string' }),
  },
  (t) => [index('profiles_batch_idx').on(t.batchId)],
);

/**
 * Which batches a row (a teacher, a homework, an announcement) is linked to: one row a pair, gone with
 * either side, and indexed by batch for the reverse look-up.
 */
function batchLinks<const Name extends string, const Key extends string>(
  name: Name,
  key: Key,
  keyColumn: string,
  linked: () => AnyPgColumn,
) {
  const columns = {
    [key]: cascadingRef(keyColumn, linked),
    batchId: cascadingRef('batch_id', () => batches.id),
  } as Record<Key | 'batchId', ReturnType<typeof cascadingRef>>;
  return pgTable(name, columns, (t) => [
    primaryKey({ columns: [t[key], t.batchId] }),
    index(`${name}_batch_idx`).on(t.batchId),
  ]);
}

export const teacherBatches = batchLinks('teacher_batches', 'teacherId', 'teacher_id', () => users.id);

export const classes = pgTable(
  'classes',
  {
    id: serialId(),
    topic: text('topic').notNull(),
    batchId: cascadingRef('batch_id', () => batches.id),
    startTime: instant('start_time').notNull(),
    zoomLink: text('zoom_link'),
    status: text('status', { enum: ['scheduled', 'active', 'inactive'] })
      .notNull()
      .default('scheduled'),
    notes: text('notes').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('classes_batch_start_idx').on(t.batchId, t.startTime),
    index('classes_created_by_idx').on(t.createdBy),
    check('classes_status_check', sql`${t.status} in ('scheduled', 'active', 'inactive')`),
  ],
);

export const homework = pgTable(
  'homework',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueDate: instant('due_date').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    gdriveLink: text('gdrive_link'),
    allowResubmit: boolean('allow_resubmit').notNull().default(false),
    /** False closes the homework to work handed in after its due date. */
    allowLate: boolean('allow_late').notNull().default(true),
    subject: text('subject', { enum: ['Maths', 'Physics', 'Chemistry'] }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('homework_status_check', sql`${t.status} in ('open', 'closed')`),
    index('homework_created_by_idx').on(t.createdBy),
  ],
);

export const homeworkBatches = batchLinks('homework_batches', 'homeworkId', 'homework_id', () => homework.id);

export const submissions = pgTable(
  'submissions',
  {
    id: serialId(),
    homeworkId: cascadingRef('homework_id', () => homework.id),
    studentId: cascadingRef('student_id', () => users.id),
    driveLink: text('drive_link').notNull(),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    isLate: boolean('is_late').notNull().default(false),
    feedback: text('feedback').notNull().default(''),
    grade: text('grade'),
  },
  (t) => [
    uniqueIndex('submissions_homework_student_idx').on(t.homeworkId, t.studentId),
    index('submissions_student_idx').on(t.studentId),
  ],
);

export const announcements = pgTable(
  'announcements',
  {
    id: serialId(),
    teacherId: cascadingRef('teacher_id', () => users.id),
    type: text('type', { enum: ['all', 'batch', 'student'] }).notNull(),
    message: text('message').notNull(),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A reminder's homework: a student is reminded of one homework at most once an hour. */
    reminderHomeworkId: integer('reminder_homework_id').references(() => homework.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('announcements_created_idx').on(t.createdAt),
    index('announcements_reminder_idx').on(t.reminderHomeworkId, t.studentId, t.createdAt),
    index('announcements_teacher_idx').on(t.teacherId),
    index('announcements_batch_idx').on(t.batchId),
    index('announcements_student_idx').on(t.studentId),
  ],
);

/**
 * The batches an "all" announcement reached when it was sent: the sender's batches then. A batch the
 * teacher takes on later does not see their earlier announcements.
 */
export const announcementBatches = batchLinks(
  'announcement_batches',
  'announcementId',
  'announcement_id',
  () => announcements.id,
);

/**
 * One sign-in: the family of refresh tokens a login started, rotated on every refresh. Access and
 * refresh tokens name it (`sid`); revoking it (logout, password reset, reuse of a rotated refresh
 * token) ends both at once. `expiresAt` is fixed at login: refreshing does not extend it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: cascadingRef('user_id', () => users.id),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
    /** What the owner sees in their list of sessions: the browser's User-Agent and address at sign-in. */
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull().default(''),
    /** The last token refresh: a session in use refreshes every few minutes. */
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Every refresh token a session was given, by JWT id. `rotatedAt` marks one already traded for its
 * successor: presenting it again (after a short grace) is reuse, and ends the session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    rotatedAt: instant('rotated_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Only a hash of the mailed token is kept, so a leaked database cannot reset passwords. An invitation
 * (a new account's first password) is the same single-use link with a longer life.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serialId(),
    userId: cascadingRef('user_id', () => users.id),
    purpose: text('purpose', { enum: ['reset', 'invitation'] })
      .notNull()
      .default('reset'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId),
    check('password_reset_tokens_purpose_check', sql`${t.purpose} in ('reset', 'invitation')`),
  ],
);

/**
 * Every change an admin made, written in the transaction of the change. `actorId` null means the
 * server's command line. The target's label is copied so the entry still reads well after a rename.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type', {
      enum: ['user', 'batch', 'application', 'address', 'export', 'class'],
    }).notNull(),
    targetId: integer('target_id'),
    targetLabel: text('target_label').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_at_idx').on(t.actorId, t.at)],
);

/**
 * Hits of one rate limit (`bucket`) for one key in the current fixed window, shared by every server
 * process on the database. Keys are stored as SHA-256, so the table is no list of who tried what.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    hits: integer('hits').notNull(),
    windowEndsAt: instant('window_ends_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.keyHash] }),
    index('rate_limit_counters_window_ends_idx').on(t.windowEndsAt),
  ],
);

/**
 * Work that runs after the request or on a schedule (mail first of all), written in the transaction of
 * the change that causes it and run by the job runner of any server (jobs/job-runner.ts) with retries.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serialId(),
    /** What runs it: a handler of that name in the job runner (mail, and the scheduled work). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** What must not outlive the job (a mail's sealed text with its live links): emptied once it has run or been given up. */
    secret: text('secret').notNull().default(''),
    /** Queued once: a second job with the same key is dropped, so each server may queue it (a daily digest per person and day). */
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    /** Also the lease of a claimed row: a runner that dies mid-job leaves it for another after this. */
    runAt: instant('run_at').notNull().defaultNow(),
    doneAt: instant('done_at'),
    /** Set when the retries are used up; the row is then no longer tried. */
    gaveUpAt: instant('gave_up_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.gaveUpAt} is null`),
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
  ],
);

/**
 * Uploaded files, in the database so every server process serves every upload and a backup holds
 * them. A key is never reused: a replaced file gets a new key, so its bytes never change.
 */
export const media = pgTable(
  'media',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('media_owner_idx').on(t.ownerId)],
);

/** Secrets every server process must agree on (the token signing key when JWT_SECRET is unset). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The secret in a user's private calendar feed URL (/cal/{secret}.ics). Calendar apps fetch it
 * without signing in, so the secret is the whole credential: resetting it replaces the row, and
 * the old URL answers 404 from then on.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * What a visitor sent from /apply-demo or /apply-neet. The e-mail is stored lower-cased and the
 * mobile in E.164, so duplicates and searches compare like with like.
 */
export const applications = pgTable(
  'applications',
  {
    id: serialId(),
    /** Quoted on the phone: APL-<year>-<id>. */
    reference: text('reference').notNull(),
    programme: text('programme', { enum: ['foundational', 'express', 'neet'] }).notNull(),
    status: text('status', { enum: ['new', 'contacted', 'demo_week', 'admitted', 'not_selected'] })
      .notNull()
      .default('new'),
    studentName: text('student_name').notNull(),
    classLevel: integer('class_level').notNull(),
    school: text('school'),
    institution: text('institution'),
    city: text('city').notNull(),
    parentName: text('parent_name'),
    /** The parent's mobile for Classes 7 to 10, the student's own for NEET. */
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    heardFrom: text('heard_from'),
    /** The account Admit made. */
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_reference_idx').on(t.reference),
    index('applications_created_idx').on(t.createdAt),
    index('applications_status_created_idx').on(t.status, t.createdAt),
    index('applications_email_programme_idx').on(t.email, t.programme, t.createdAt),
    index('applications_student_idx').on(t.studentId),
  ],
);

/** Staff notes on an application; `authorId` null means the command line. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: serialId(),
    applicationId: cascadingRef('application_id', () => applications.id),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    index('application_notes_application_idx').on(t.applicationId, t.at),
    index('application_notes_author_idx').on(t.authorId),
  ],
);

/**
 * Attendance: one row a student a class, made by the first "Join Class" click (`joinedAt`) or by the
 * teacher's marking (`status`). A class is marked once its teacher saved a status for its students;
 * a row with only `joinedAt` is a suggestion, not a marking.
 */
export const attendance = pgTable(
  'attendance',
  {
    classId: cascadingRef('class_id', () => classes.id),
    studentId: cascadingRef('student_id', () => users.id),
    status: text('status', { enum: ['present', 'late', 'absent', 'excused'] }),
    remark: text('remark').notNull().default(''),
    joinedAt: instant('joined_at'),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: instant('marked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.studentId] }),
    index('attendance_student_idx').on(t.studentId),
    index('attendance_marked_by_idx').on(t.markedBy),
    check('attendance_status_check', sql`${t.status} in ('present', 'late', 'absent', 'excused')`),
  ],
);

/** A student's guardians, first and second (`position` 1 or 2), as staff or the student entered them. */
export const guardians = pgTable(
  'guardians',
  {
    studentId: cascadingRef('student_id', () => users.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    relation: text('relation', {
      enum: ['mother', 'father', 'parent', 'grandparent', 'sibling', 'other'],
    }).notNull(),
    /** Empty when not known (a guardian carried over from the old parent name has neither). */
    email: text('email').notNull().default(''),
    /** E.164, or empty when not known. */
    mobile: text('mobile').notNull().default(''),
    /** The weekly summary mail to this guardian's e-mail; turned off from the mail's own link too. */
    weeklySummary: boolean('weekly_summary').notNull().default(true),
    /** A same-day mail when the student is marked absent. */
    absenceMail: boolean('absence_mail').notNull().default(true),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.position] }),
    check('guardians_position_check', sql`${t.position} in (1, 2)`),
    check(
      'guardians_relation_check',
      sql`${t.relation} in ('mother', 'father', 'parent', 'grandparent', 'sibling', 'other')`,
    ),
  ],
);

/**
 * Each student's admission code: with their e-mail it lets anyone (a parent, say) pay their fees from
 * /pricing. Kept readable, since the student and the staff are shown it; stored upper-case, the form
 * compares without regard to case.
 */
export const admissionCodes = pgTable('admission_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A fee payment from "Proceed to Pay" to its confirmation or rejection by the staff. The amount is
 * the server's, in paise or cents; a UTR (the payer's bank reference) is claimed once in the academy.
 * A request without a UTR expires 48 hours after it was made: judged when read, not stored.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: serialId(),
    /** Quoted to the bank as the UPI `tr` and on the receipt: PAY-<random>. */
    reference: text('reference').notNull(),
    studentId: cascadingRef('student_id', () => users.id),
    planId: text('plan_id', { enum: ['6month', '1month'] }).notNull(),
    /** How it is paid: the PaymentMethod that made it (domain/payments/payment-method.ts). */
    method: text('method', { enum: ['upi', 'bank_transfer', 'cash', 'cheque'] }).notNull(),
    currency: text('currency', { enum: ['INR', 'USD'] }).notNull(),
    /** In the currency's smallest unit: paise or cents. */
    amountMinor: integer('amount_minor').notNull(),
    status: text('status', { enum: ['awaiting_payment', 'submitted', 'paid', 'rejected', 'cancelled'] })
      .notNull()
      .default('awaiting_payment'),
    utr: text('utr'),
    submittedAt: instant('submitted_at'),
    decidedAt: instant('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    receiptNumber: text('receipt_number'),
    /** The subscription the confirmation gave: its first and last day. */
    coversFrom: date('covers_from', { mode: 'string' }),
    coversUntil: date('covers_until', { mode: 'string' }),
    /**
     * The academy's GSTIN when the payment was confirmed, if it had one: the receipt is then a tax
     * invoice, with the place of supply fixed beside it (a GST state code, or 96 for abroad).
     */
    gstin: text('gstin'),
    placeOfSupply: text('place_of_supply'),
    /** How staff were paid when they recorded the payment themselves (cash, cheque): a cheque number or remark. */
    remark: text('remark'),
    /** Key of the payer's screenshot in `media`, served to the student and staff only. */
    screenshot: text('screenshot'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_requests_reference_idx').on(t.reference),
    uniqueIndex('payment_requests_utr_idx').on(t.utr),
    uniqueIndex('payment_requests_receipt_idx').on(t.receiptNumber),
    index('payment_requests_student_idx').on(t.studentId, t.createdAt),
    index('payment_requests_status_idx').on(t.status, t.createdAt),
    index('payment_requests_decided_by_idx').on(t.decidedBy),
    // The one-month plan is sold once a student: one claimed (UTR entered) or paid at most.
    uniqueIndex('payment_requests_one_month_idx')
      .on(t.studentId)
      .where(sql`${t.planId} = '1month' and ${t.status} in ('submitted', 'paid')`),
    check('payment_requests_amount_check', sql`${t.amountMinor} > 0`),
    check(
      'payment_requests_status_check',
      sql`${t.status} in ('awaiting_payment', 'submitted', 'paid', 'rejected', 'cancelled')`,
    ),
    check('payment_requests_paid_check', sql`${t.status} <> 'paid' or ${t.receiptNumber} is not null`),
  ],
);

/** The last receipt number issued in each Indian financial year (April to March), e.g. `2026-27`. */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Online tests: the question bank, tests built from it, and students' attempts. A question's key
 * lives only here and in the teacher's answers; a student's view never carries it before release.
 */
export const questions = pgTable(
  'questions',
  {
    id: serialId(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['single', 'multiple', 'numeric'] }).notNull(),
    text: text('text').notNull(),
    /** The options' texts in the author's order; an option's id is its index here. Empty for numeric. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** Choice questions: the correct options' indexes. Numeric: the value and its absolute tolerance. */
    key: jsonb('key').$type<{ choices: number[] } | { value: number; tolerance: number }>().notNull(),
    explanation: text('explanation').notNull().default(''),
    subject: text('subject', { enum: ['Maths', 'Physics', 'Chemistry'] }),
    topic: text('topic').notNull().default(''),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }),
    /** Key of the question's image in `media` (`questions/<random>.<ext>`); questions imported from CSV may share one. */
    imageKey: text('image_key'),
    /** What the image shows, for a screen reader; set whenever imageKey is. */
    imageAlt: text('image_alt'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('questions_kind_check', sql`${t.kind} in ('single', 'multiple', 'numeric')`),
    check('questions_image_alt_check', sql`(${t.imageKey} is null) = (${t.imageAlt} is null)`),
    index('questions_image_key_idx').on(t.imageKey),
    index('questions_author_idx').on(t.authorId),
    index('questions_subject_topic_idx').on(t.subject, t.topic),
  ],
);

export const onlineTests = pgTable(
  'online_tests',
  {
    id: serialId(),
    title: text('title').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    opensAt: instant('opens_at').notNull(),
    closesAt: instant('closes_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** on_submit: a student sees their review once graded; after_close: everyone once the window closes. */
    release: text('release', { enum: ['on_submit', 'after_close'] })
      .notNull()
      .default('after_close'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('online_tests_status_check', sql`${t.status} in ('draft', 'published')`),
    check('online_tests_window_check', sql`${t.closesAt} > ${t.opensAt}`),
    check('online_tests_duration_check', sql`${t.durationMinutes} > 0`),
    index('online_tests_created_by_idx').on(t.createdBy),
  ],
);

export const onlineTestBatches = batchLinks('online_test_batches', 'testId', 'test_id', () => onlineTests.id);

export const testSections = pgTable(
  'test_sections',
  {
    id: serialId(),
    testId: cascadingRef('test_id', () => onlineTests.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    correctMarks: integer('correct_marks').notNull(),
    wrongMarks: integer('wrong_marks').notNull(),
    unansweredMarks: integer('unanswered_marks').notNull().default(0),
    /** Multiple-correct questions give a mark per correct option chosen when no wrong one is. */
    partialMarks: boolean('partial_marks').notNull().default(false),
    /**
     * A random pick: each attempt gets this many of the section's questions (the tag's questions when
     * the test was saved), drawn from the attempt's seed. Null: every question of the section.
     */
    pick: jsonb('pick').$type<{
      count: number;
      subject: string | null;
      topic: string;
      difficulty: string | null;
    }>(),
  },
  (t) => [uniqueIndex('test_sections_test_position_idx').on(t.testId, t.position)],
);

export const testQuestions = pgTable(
  'test_questions',
  {
    sectionId: cascadingRef('section_id', () => testSections.id),
    /** A question in a test cannot leave the bank. */
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    /** Dropped after the test: everyone gets the section's full marks for it, as JEE does. */
    dropped: boolean('dropped').notNull().default(false),
    /** A key corrected for this test after it was sat; the bank's question keeps its own. */
    keyOverride: jsonb('key_override').$type<{ choices: number[] } | { value: number; tolerance: number }>(),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.questionId] }),
    index('test_questions_question_idx').on(t.questionId),
  ],
);

export const testAttempts = pgTable(
  'test_attempts',
  {
    id: serialId(),
    testId: cascadingRef('test_id', () => onlineTests.id),
    studentId: cascadingRef('student_id', () => users.id),
    startedAt: instant('started_at').notNull().defaultNow(),
    /** The server's clock for this attempt: the earlier of start + duration and the window's close. */
    deadline: instant('deadline').notNull(),
    /** Shuffles this attempt's question and option order, the same way on every read. */
    seed: integer('seed').notNull(),
    /** When the student submitted, or the deadline when time ended the attempt. */
    submittedAt: instant('submitted_at'),
    gradedAt: instant('graded_at'),
    score: integer('score'),
    sectionScores: jsonb('section_scores').$type<number[]>(),
  },
  (t) => [
    uniqueIndex('test_attempts_test_student_idx').on(t.testId, t.studentId),
    index('test_attempts_student_idx').on(t.studentId),
  ],
);

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: cascadingRef('attempt_id', () => testAttempts.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    /** Null: seen but not answered. */
    answer: jsonb('answer').$type<{ choices: number[] } | { value: string } | null>(),
    markedForReview: boolean('marked_for_review').notNull().default(false),
    /** The student's time on the question so far, as the device counted it; a save never lowers it. */
    secondsSpent: integer('seconds_spent').notNull().default(0),
    savedAt: instant('saved_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    index('attempt_answers_question_idx').on(t.questionId),
  ],
);

/**
 * What a person is told in the app (shared/notifications.ts), written in the transaction of the change
 * that causes it. The text is built from `payload` where it is shown; `link` is the app's path to the
 * thing. Kept 90 days (domain/notifications/cleanup.ts).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    recipientId: cascadingRef('recipient_id', () => users.id),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: instant('read_at'),
    /** When a mail (at once or in a digest) told of it; null while no mail has. */
    mailedAt: instant('mailed_at'),
  },
  (t) => [
    // The paged list, newest first.
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    // The unread count reads only this (small) index.
    index('notifications_unread_idx').on(t.recipientId, t.createdAt).where(sql`${t.readAt} is null`),
    // The daily clean-up of the old ones: rows arrive in time order, so block ranges suffice, and a
    // write updates a range's summary at most rather than a tree per row.
    index('notifications_created_idx').using('brin', t.createdAt),
    check(
      'notifications_kind_check',
      sql`${t.kind} in (${sql.raw(notificationKinds.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

const kindCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in (${sql.raw(notificationKinds.map((kind) => `'${kind}'`).join(', '))})`);
const channelCheck = (name: string, column: AnyPgColumn) =>
  check(
    name,
    sql`${column} in (${sql.raw(notificationChannels.map((channel) => `'${channel}'`).join(', '))})`,
  );

/**
 * What a person chose for a kind on a channel (domain/notifications/preferences.ts); without a row the
 * academy's default holds, and without one of those the catalogue's.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: cascadingRef('user_id', () => users.id),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    choice: text('choice').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    kindCheck('notification_preferences_kind_check', t.kind),
    channelCheck('notification_preferences_channel_check', t.channel),
  ],
);

/** The academy's defaults, set by admins: what a person gets for a kind until they choose. */
export const notificationDefaults = pgTable(
  'notification_defaults',
  {
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    choice: text('choice').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.channel] }),
    index('notification_defaults_updated_by_idx').on(t.updatedBy),
    kindCheck('notification_defaults_kind_check', t.kind),
    channelCheck('notification_defaults_channel_check', t.channel),
  ],
);

/** A guardian account's children: the students whose records it may read (docs/guardians.md). */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    guardianId: cascadingRef('guardian_id', () => users.id),
    studentId: cascadingRef('student_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guardianId, t.studentId] }),
    index('guardian_links_student_idx').on(t.studentId),
  ],
);

/**
 * The pairing code a student gives a guardian: single use, a week long. Kept readable (the student is
 * shown it); one live code a student, replaced when asked anew.
 */
export const pairingCodes = pgTable('pairing_codes', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});

/**
 * The devices a person turned push on for (docs/notifications.md#push): one row per browser's push
 * endpoint, which is unique, with the keys its messages are encrypted to. A row whose push service
 * answers 404 or 410 is deleted: that browser has dropped the subscription.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serialId(),
    userId: cascadingRef('user_id', () => users.id),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), as its PushSubscription gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: instant('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
