import { sendPasswordResetLink } from '../../../domain/accounts/accounts';
import {
  exportStudentsCsv,
  ImportRefused,
  importStudents as importCsv,
} from '../../../domain/students/student-import';
import * as students from '../../../domain/students/students';
import { publishAfterCommit } from '../../../realtime/publish';
import type { AppRouteHandler } from '../../create-router';
import { csvExport } from '../csv-export';
import { createManaged, setDeactivated } from '../managed-accounts';
import { webAdminOperation } from '../web-admin-operation';
import type * as routes from './students.routes';

const studentAccount = { role: 'student', view: students.adminStudent } as const;

export const adminListStudents: AppRouteHandler<typeof routes.adminListStudents> = async (c) =>
  c.json(await students.listStudents(c.get('deps').database.db, c.req.valid('query')), 200);

export const adminCreateStudent: AppRouteHandler<typeof routes.adminCreateStudent> = async (c) => {
  const input = c.req.valid('json');
  const details = { batchId: input.batch_id ?? null, validUntil: input.valid_until ?? null };
  return c.json(await createManaged(c, studentAccount, input, details), 201);
};

export const adminExportStudents: AppRouteHandler<typeof routes.adminExportStudents> = async (c) => {
  const csv = await exportStudentsCsv(c.get('deps').database.db, c.req.valid('query'));
  return csvExport(c, 'students', csv);
};

export const adminImportStudents: AppRouteHandler<typeof routes.adminImportStudents> = async (c) => {
  try {
    const created = await importCsv(webAdminOperation(c), c.req.valid('json').csv);
    return c.json({ created: created.length, students: created }, 201);
  } catch (error) {
    if (error instanceof ImportRefused) return c.json(error.failure, 400);
    throw error;
  }
};

export const adminGetStudent: AppRouteHandler<typeof routes.adminGetStudent> = async (c) =>
  c.json(await students.adminStudent(c.get('deps').database.db, c.req.valid('param').id), 200);

export const adminUpdateStudent: AppRouteHandler<typeof routes.adminUpdateStudent> = async (c) => {
  const { id } = c.req.valid('param');
  const { view, event } = await students.updateStudent(webAdminOperation(c), id, c.req.valid('json'));
  if (event) await publishAfterCommit(c.get('deps'), event);
  return c.json(view, 200);
};

export const adminMoveStudent: AppRouteHandler<typeof routes.adminMoveStudent> = async (c) => {
  const { id } = c.req.valid('param');
  const { batch_id } = c.req.valid('json');
  const { view, event } = await students.moveStudent(webAdminOperation(c), id, batch_id);
  if (event) await publishAfterCommit(c.get('deps'), event);
  return c.json(view, 200);
};

export const adminRenewStudent: AppRouteHandler<typeof routes.adminRenewStudent> = async (c) => {
  const { id } = c.req.valid('param');
  const { valid_until } = c.req.valid('json');
  const { view, event } = await students.renewStudent(webAdminOperation(c), id, valid_until);
  if (event) await publishAfterCommit(c.get('deps'), event);
  return c.json(view, 200);
};

export const adminDeactivateStudent: AppRouteHandler<typeof routes.adminDeactivateStudent> = async (c) =>
  c.json(await setDeactivated(c, c.req.valid('param').id, studentAccount, true), 200);

export const adminReactivateStudent: AppRouteHandler<typeof routes.adminReactivateStudent> = async (c) =>
  c.json(await setDeactivated(c, c.req.valid('param').id, studentAccount, false), 200);

export const adminSendStudentPasswordReset: AppRouteHandler<
  typeof routes.adminSendStudentPasswordReset
> = async (c) => {
  await sendPasswordResetLink(webAdminOperation(c), c.req.valid('param').id, 'student');
  return c.json({ detail: 'A password reset link is on its way to the student.' }, 200);
};
