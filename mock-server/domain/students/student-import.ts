import { z } from 'zod';
import {
  type AdminStudent,
  type StudentImportFailure,
  studentCsvColumns,
} from '../../../shared/schemas/admin';
import { isoDate } from '../../../shared/schemas/common';
import { singleLineText } from '../../../shared/schemas/text';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { insertAccount, type NewAccount } from '../accounts/accounts';
import { emailEquals } from '../accounts/users';
import type { AdminOperation } from '../audit/admin-operation';
import { recordAudit, userTarget } from '../audit/audit';
import { archivedBatchDetail, findBatchRecordByName } from '../batches/batches';
import { formatCsv, parseCsv } from '../csv';
import { invalid } from '../errors';
import { adminStudent, allStudents, type StudentFilter } from './students';

export const maxImportRows = 500;

/** The CSV export: the import's columns plus the status, so a file can be edited and imported elsewhere. */
export async function exportStudentsCsv(db: Database, filter: StudentFilter): Promise<string> {
  const students = await allStudents(db, filter);
  return formatCsv([
    [...studentCsvColumns, 'status'],
    ...students.map((student) => [
      student.email,
      student.first_name,
      student.last_name,
      student.batch?.name ?? '',
      student.valid_until ?? '',
      student.parent_name,
      student.mobile_number,
      student.status,
    ]),
  ]);
}

const oneLine = 'has a line break or a control character.';

const csvRow = z.object({
  email: z.string().trim().min(1, 'is empty.').pipe(z.email('is not an e-mail address.')),
  first_name: singleLineText(oneLine).trim().min(1, 'is empty.').max(80, 'is longer than 80 characters.'),
  last_name: singleLineText(oneLine).trim().min(1, 'is empty.').max(80, 'is longer than 80 characters.'),
  batch: singleLineText(oneLine).trim(),
  valid_until: z.union([z.literal(''), isoDate], { error: 'must be a date written YYYY-MM-DD.' }),
  parent_name: singleLineText(oneLine).trim().max(120, 'is longer than 120 characters.'),
  mobile_number: z.string().trim().max(20, 'is longer than 20 characters.'),
});

/** Refused import: nothing was written; every bad row says why. */
export class ImportRefused extends Error {
  constructor(readonly failure: StudentImportFailure) {
    super(failure.detail);
  }
}

/**
 * Checks every row of the CSV first (fields, duplicates within the file, e-mails already taken,
 * batches that do not exist or are archived); creates the students, each invited by e-mail, in one
 * transaction only when all rows are good, so a file is imported whole or not at all.
 */
export async function importStudents(op: AdminOperation, csv: string): Promise<AdminStudent[]> {
  const [header, ...lines] = parseCsv(csv);
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const missing = studentCsvColumns.filter((name) => !columns.includes(name));
  if (missing.length > 0)
    throw invalid(
      `The header row must name the columns ${studentCsvColumns.join(', ')}; missing: ${missing.join(', ')}.`,
    );
  if (lines.length === 0) throw invalid('The CSV has a header row but no students.');
  if (lines.length > maxImportRows)
    throw invalid(`Import at most ${maxImportRows} students at a time; this file has ${lines.length}.`);

  const rows: { row: number; errors: string[] }[] = [];
  const accounts: NewAccount[] = [];
  const seen = new Map<string, number>();
  const batches = new Map<string, Awaited<ReturnType<typeof findBatchRecordByName>>>();
  for (const [index, line] of lines.entries()) {
    const row = index + 1;
    const errors: string[] = [];
    const record = Object.fromEntries(
      studentCsvColumns.map((name) => [name, line[columns.indexOf(name)] ?? '']),
    );
    const parsed = csvRow.safeParse(record);
    if (!parsed.success) {
      errors.push(...parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`));
    } else {
      const value = parsed.data;
      const key = value.email.toLowerCase();
      const earlier = seen.get(key);
      if (earlier) errors.push(`${value.email} is also on row ${earlier}.`);
      else seen.set(key, row);
      const [taken] = await op.db.select({ id: users.id }).from(users).where(emailEquals(value.email));
      if (taken) errors.push(`An account with the e-mail ${value.email} already exists.`);
      let batchId: number | null = null;
      if (value.batch) {
        const key = value.batch.toLowerCase();
        if (!batches.has(key)) batches.set(key, await findBatchRecordByName(op.db, value.batch));
        const batch = batches.get(key);
        if (!batch) errors.push(`No batch is named "${value.batch}".`);
        else if (batch.archivedAt) errors.push(archivedBatchDetail(batch.name));
        else batchId = batch.id;
      }
      accounts.push({
        role: 'student',
        email: value.email,
        firstName: value.first_name,
        lastName: value.last_name,
        batchId,
        validUntil: value.valid_until || null,
        profile: { parentName: value.parent_name, mobileNumber: value.mobile_number },
      });
    }
    if (errors.length > 0) rows.push({ row, errors });
  }
  if (rows.length > 0) {
    throw new ImportRefused({
      detail: `Nothing was imported: ${rows.length} of ${lines.length} rows need fixing.`,
      rows,
    });
  }
  if (!op.links) throw invalid('Students are imported from the web area, which mails their invitations.');
  const ids = await op.db.transaction(async (tx) => {
    const created: number[] = [];
    for (const account of accounts)
      created.push(await insertAccount(tx, op, account, null, { imported: true }));
    await recordAudit(tx, op.actor, {
      action: 'student.import',
      ...userTarget(null, `${created.length} students`),
      details: { student_ids: created },
    });
    return created;
  });
  op.links.mailer.poke();
  return Promise.all(ids.map((id) => adminStudent(op.db, id)));
}
