import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
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
    role: text('role', { enum: ['student', 'teacher'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('student', 'teacher')`),
  ],
);

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('batches_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** One row a user: the profile fields, the student's batch and subscription. */
export const profiles = pgTable('profiles', {
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
});

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
  (t) => [check('homework_status_check', sql`${t.status} in ('open', 'closed')`)],
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
  (t) => [uniqueIndex('submissions_homework_student_idx').on(t.homeworkId, t.studentId)],
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
  (t) => [index('announcements_created_idx').on(t.createdAt)],
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

/** Refresh tokens are JWTs; their ids are recorded so a reset or logout can revoke them. */
export const refreshTokens = pgTable('refresh_tokens', {
  jti: text('jti').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/** Only a hash of the mailed token is kept, so a leaked database cannot reset passwords. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

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
