import { and, asc, count, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminStudent,
  StudentPage,
  studentFilter,
  studentListQuery,
} from '../../../shared/schemas/admin';
import type { Database } from '../../db/client';
import { batches, profiles, users } from '../../db/schema';
import { studentStatusOf, todayUtc } from '../access/student-status';
import { refuseTakenEmail, requireAccount } from '../accounts/accounts';
import { type AdminChange, type AdminOperation, accessChanged } from '../audit/admin-operation';
import { type AuditRecord, recordAudit, userTarget } from '../audit/audit';
import { refuseArchivedBatches, requireBatch } from '../batches/batches';
import { batchRefOf, profileDetails, studentNameAndBatch } from './student-columns';

export type StudentFilter = z.output<typeof studentFilter>;

const studentColumns = {
  ...studentNameAndBatch,
  email: users.email,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
  ...profileDetails,
};

function studentsQuery(db: Database, where: SQL | undefined) {
  return db
    .select(studentColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(batches, eq(batches.id, profiles.batchId))
    .where(and(eq(users.role, 'student'), where))
    .$dynamic();
}

type StudentRow = Awaited<ReturnType<typeof studentsQuery>>[number];

function toAdminStudent(row: StudentRow, today: string): AdminStudent {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    batch: batchRefOf(row),
    valid_until: row.validUntil,
    status: studentStatusOf(row, today),
    parent_name: row.parentName ?? '',
    mobile_number: row.mobileNumber ?? '',
    communication_number: row.communicationNumber ?? '',
    date_of_birth: row.dateOfBirth,
    address: row.address ?? '',
    state: row.state,
    created_at: row.createdAt.toISOString(),
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterCondition(filter: StudentFilter, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    );
  }
  if (filter.batch_id !== undefined) conditions.push(eq(profiles.batchId, filter.batch_id));
  if (filter.status === 'deactivated') conditions.push(isNotNull(users.deactivatedAt));
  if (filter.status === 'active')
    conditions.push(isNull(users.deactivatedAt), gte(profiles.validUntil, today));
  if (filter.status === 'lapsed')
    conditions.push(
      isNull(users.deactivatedAt),
      or(isNull(profiles.validUntil), lt(profiles.validUntil, today)),
    );
  return and(...conditions);
}

/** One page of the students the filter matches, by name, with the count of all of them. */
export async function listStudents(
  db: Database,
  query: z.output<typeof studentListQuery>,
): Promise<StudentPage> {
  const today = todayUtc();
  const where = filterCondition(query, today);
  const [{ total }] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.role, 'student'), where));
  const rows = await studentsQuery(db, where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    items: rows.map((row) => toAdminStudent(row, today)),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Every student the filter matches, by name (the CSV export). */
export async function allStudents(db: Database, filter: StudentFilter): Promise<AdminStudent[]> {
  const today = todayUtc();
  const rows = await studentsQuery(db, filterCondition(filter, today)).orderBy(
    asc(users.firstName),
    asc(users.lastName),
    asc(users.id),
  );
  return rows.map((row) => toAdminStudent(row, today));
}

export async function adminStudent(db: Database, studentId: number): Promise<AdminStudent> {
  await requireAccount(db, studentId, 'student');
  const [row] = await studentsQuery(db, eq(users.id, studentId));
  return toAdminStudent(row, todayUtc());
}

export type StudentEdit = {
  email: string;
  first_name: string;
  last_name: string;
  parent_name: string;
  mobile_number: string;
  communication_number: string;
  date_of_birth: string | null;
  address: string;
  state: string | null;
};

type ProfileValues = Omit<Partial<typeof profiles.$inferInsert>, 'userId'>;

/** Writes `values` to the student's profile row, making the row when they have none yet. */
async function writeProfile(tx: Database, studentId: number, values: ProfileValues) {
  await tx
    .insert(profiles)
    .values({ userId: studentId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}

/** Replaces the profile fields and e-mail; the audit entry names the fields that changed. */
export async function updateStudent(
  op: AdminOperation,
  studentId: number,
  edit: StudentEdit,
): Promise<AdminChange<AdminStudent>> {
  const before = await adminStudent(op.db, studentId);
  await refuseTakenEmail(op.db, edit.email, studentId);
  const changed = (Object.keys(edit) as (keyof StudentEdit)[]).filter((key) => before[key] !== edit[key]);
  if (changed.length > 0) {
    await op.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email: edit.email.trim(), firstName: edit.first_name, lastName: edit.last_name })
        .where(eq(users.id, studentId));
      await writeProfile(tx, studentId, {
        parentName: edit.parent_name,
        mobileNumber: edit.mobile_number,
        communicationNumber: edit.communication_number,
        dateOfBirth: edit.date_of_birth,
        address: edit.address,
        state: edit.state,
      });
      await recordAudit(tx, op.actor, {
        action: 'student.update',
        ...userTarget(studentId, edit.email.trim()),
        details: { fields: changed },
      });
    });
  }
  // Their name and e-mail travel with their session: open sockets pick up the new ones.
  return {
    view: await adminStudent(op.db, studentId),
    event: changed.length > 0 ? accessChanged(studentId) : null,
  };
}

/**
 * Changes the student's batch or subscription with its audit entry; their open sessions follow at once
 * through the event it answers.
 */
async function changeStudentAccess(
  op: AdminOperation,
  student: AdminStudent,
  values: ProfileValues,
  entry: Pick<AuditRecord, 'action' | 'details'>,
): Promise<AdminChange<AdminStudent>> {
  await op.db.transaction(async (tx) => {
    await writeProfile(tx, student.id, values);
    await recordAudit(tx, op.actor, { ...entry, ...userTarget(student.id, student.email) });
  });
  return { view: await adminStudent(op.db, student.id), event: accessChanged(student.id) };
}

/** Moves a student to another batch: they hear its channels, and no longer the old one's, at once. */
export async function moveStudent(
  op: AdminOperation,
  studentId: number,
  batchId: number,
): Promise<AdminChange<AdminStudent>> {
  const before = await adminStudent(op.db, studentId);
  const batch = await requireBatch(op.db, batchId);
  await refuseArchivedBatches(op.db, [batchId]);
  if (before.batch?.id === batchId) return { view: before, event: null };
  return changeStudentAccess(
    op,
    before,
    { batchId },
    {
      action: 'student.move',
      details: { from: before.batch, to: { id: batch.id, name: batch.name } },
    },
  );
}

/** Sets the last day the subscription covers (a past date lapses it); open sessions follow at once. */
export async function renewStudent(
  op: AdminOperation,
  studentId: number,
  validUntil: string,
): Promise<AdminChange<AdminStudent>> {
  const before = await adminStudent(op.db, studentId);
  return changeStudentAccess(
    op,
    before,
    { validUntil },
    {
      action: 'student.renew',
      details: { from: before.valid_until, to: validUntil },
    },
  );
}
