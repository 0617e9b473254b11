import { sql } from 'drizzle-orm';
import {
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

/** Binary data: node-postgres reads it as a Buffer, PGlite as a Uint8Array; both take either. */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array<ArrayBuffer> }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['student', 'teacher', 'admin'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Set by an admin: the account cannot sign in, and its sessions ended at that moment. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('student', 'teacher', 'admin')`),
  ],
);

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** An archived batch keeps its classes and homework readable and gets no new ones. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
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
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    validUntil: date('valid_until', { mode: 'string' }),
  },
  (t) => [index('profiles_batch_idx').on(t.batchId)],
);

export const teacherBatches = pgTable(
  'teacher_batches',
  {
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.teacherId, t.batchId] }),
    index('teacher_batches_batch_idx').on(t.batchId),
  ],
);

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
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
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueDate: timestamp('due_date', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    gdriveLink: text('gdrive_link'),
    allowResubmit: boolean('allow_resubmit').notNull().default(false),
    subject: text('subject', { enum: ['Maths', 'Physics', 'Chemistry'] }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('homework_status_check', sql`${t.status} in ('open', 'closed')`),
    index('homework_created_by_idx').on(t.createdBy),
  ],
);

export const homeworkBatches = pgTable(
  'homework_batches',
  {
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homework.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.homeworkId, t.batchId] }),
    index('homework_batches_batch_idx').on(t.batchId),
  ],
);

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homework.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    driveLink: text('drive_link').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['all', 'batch', 'student'] }).notNull(),
    message: text('message').notNull(),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('announcements_created_idx').on(t.createdAt),
    index('announcements_teacher_idx').on(t.teacherId),
    index('announcements_batch_idx').on(t.batchId),
    index('announcements_student_idx').on(t.studentId),
  ],
);

/**
 * The batches an "all" announcement reached when it was sent: the sender's batches then. A batch the
 * teacher takes on later does not see their earlier announcements.
 */
export const announcementBatches = pgTable(
  'announcement_batches',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.batchId] }),
    index('announcement_batches_batch_idx').on(t.batchId),
  ],
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
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
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
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
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'invitation'] })
      .notNull()
      .default('reset'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
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
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type', { enum: ['user', 'batch', 'application'] }).notNull(),
    targetId: integer('target_id'),
    targetLabel: text('target_label').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.keyHash] }),
    index('rate_limit_counters_window_ends_idx').on(t.windowEndsAt),
  ],
);

/**
 * Mail to send, written in the transaction of the change that causes it and sent by the drainer
 * (mail/mail-drainer.ts) with retries. The text is blanked once the mail is sent or given up on,
 * since a reset link in it is a live secret.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Also the lease of a claimed row: a drainer that dies mid-send leaves it for another after this. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Set when the retries are used up; the row is then no longer tried. */
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
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
    id: serial('id').primaryKey(),
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
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('application_notes_application_idx').on(t.applicationId, t.at),
    index('application_notes_author_idx').on(t.authorId),
  ],
);
