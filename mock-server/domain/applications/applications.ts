import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ApplicationDetail,
  type ApplicationPage,
  type ApplicationSummary,
  applicationCsvColumns,
  type applicationFilter,
  type applicationListQuery,
} from '../../../shared/schemas/applications';
import type { Database } from '../../db/client';
import { applicationNotes, applications, users } from '../../db/schema';
import { formatCsv } from '../csv';
import { notFound } from '../errors';

export type ApplicationFilter = z.output<typeof applicationFilter>;
type ApplicationRow = typeof applications.$inferSelect;

const dayAfter = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000);

function filterWhere(filter: ApplicationFilter): SQL | undefined {
  return and(
    filter.programme ? eq(applications.programme, filter.programme) : undefined,
    filter.status ? eq(applications.status, filter.status) : undefined,
    filter.from ? gte(applications.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(applications.createdAt, dayAfter(filter.to)) : undefined,
  );
}

function summary(row: ApplicationRow): ApplicationSummary {
  return {
    id: row.id,
    reference: row.reference,
    programme: row.programme,
    status: row.status,
    student_name: row.studentName,
    email: row.email,
    mobile: row.mobile,
    city: row.city,
    class_level: row.classLevel,
    created_at: row.createdAt.toISOString(),
  };
}

/** Newest first, one page, with the total of every match. */
export async function listApplications(
  db: Database,
  query: z.output<typeof applicationListQuery>,
): Promise<ApplicationPage> {
  const where = filterWhere(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return { items: rows.map(summary), total, page: query.page, page_size: query.page_size };
}

export async function requireApplication(db: Database, applicationId: number): Promise<ApplicationRow> {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!row) throw notFound('No such application.');
  return row;
}

export async function applicationDetail(db: Database, applicationId: number): Promise<ApplicationDetail> {
  const row = await requireApplication(db, applicationId);
  const notes = await db
    .select({
      id: applicationNotes.id,
      at: applicationNotes.at,
      text: applicationNotes.text,
      authorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(asc(applicationNotes.at), asc(applicationNotes.id));
  const [student] = row.studentId
    ? await db
        .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, row.studentId))
    : [];
  return {
    ...summary(row),
    school: row.school,
    institution: row.institution,
    parent_name: row.parentName,
    heard_from: row.heardFrom as ApplicationDetail['heard_from'],
    notes: notes.map((note) => ({
      id: note.id,
      at: note.at.toISOString(),
      text: note.text,
      author:
        note.authorId === null
          ? null
          : {
              id: note.authorId,
              first_name: note.firstName ?? '',
              last_name: note.lastName ?? '',
              email: note.email ?? '',
            },
    })),
    student: student ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every application matching the filter, oldest first, in `applicationCsvColumns` order. */
export async function exportApplicationsCsv(db: Database, filter: ApplicationFilter): Promise<string> {
  const rows = await db
    .select()
    .from(applications)
    .where(filterWhere(filter))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const values: Record<(typeof applicationCsvColumns)[number], (row: ApplicationRow) => string | null> = {
    reference: (row) => row.reference,
    created_at: (row) => row.createdAt.toISOString(),
    programme: (row) => row.programme,
    status: (row) => row.status,
    student_name: (row) => row.studentName,
    class_level: (row) => String(row.classLevel),
    school: (row) => row.school,
    institution: (row) => row.institution,
    city: (row) => row.city,
    parent_name: (row) => row.parentName,
    mobile: (row) => row.mobile,
    email: (row) => row.email,
    heard_from: (row) => row.heardFrom,
  };
  return formatCsv([
    [...applicationCsvColumns],
    ...rows.map((row) => applicationCsvColumns.map((column) => values[column](row))),
  ]);
}

/** Applications nobody has answered yet, for the admin overview. */
export async function newApplicationCount(db: Database): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(applications)
    .where(eq(applications.status, 'new'));
  return total;
}
