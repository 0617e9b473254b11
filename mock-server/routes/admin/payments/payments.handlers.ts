import { requireAccount } from '../../../domain/accounts/accounts';
import { admissionCodeOf } from '../../../domain/payments/admission-codes';
import { adminPayments } from '../../../domain/payments/payments';
import {
  confirmPayment,
  recordOfflinePayment,
  rejectPayment,
} from '../../../domain/payments/payments-writes';
import { paymentReport, paymentReportCsv } from '../../../domain/payments/reports';
import { publishAfterCommit } from '../../../realtime/publish';
import type { AppRouteHandler } from '../../create-router';
import { csvExport } from '../csv-export';
import { webAdminOperation } from '../web-admin-operation';
import type * as routes from './payments.routes';

export const adminListPayments: AppRouteHandler<typeof routes.adminListPayments> = async (c) => {
  const { database, config } = c.get('deps');
  return c.json(
    { items: await adminPayments(database.db, config.payments, c.req.valid('query').status) },
    200,
  );
};

export const adminConfirmPayment: AppRouteHandler<typeof routes.adminConfirmPayment> = async (c) => {
  const { id } = c.req.valid('param');
  const { view, event } = await confirmPayment(webAdminOperation(c), c.get('deps').config.payments, id);
  if (event) await publishAfterCommit(c.get('deps'), event);
  return c.json(view, 200);
};

export const adminRejectPayment: AppRouteHandler<typeof routes.adminRejectPayment> = async (c) => {
  const { id } = c.req.valid('param');
  const { reason } = c.req.valid('json');
  const { view, event } = await rejectPayment(
    webAdminOperation(c),
    c.get('deps').config.payments,
    id,
    reason,
  );
  if (event) await publishAfterCommit(c.get('deps'), event);
  return c.json(view, 200);
};

export const adminRecordPayment: AppRouteHandler<typeof routes.adminRecordPayment> = async (c) => {
  const { id } = c.req.valid('param');
  const { method, plan, remark } = c.req.valid('json');
  const { view, event } = await recordOfflinePayment(
    webAdminOperation(c),
    c.get('deps').config.payments,
    id,
    {
      method,
      planId: plan,
      remark,
    },
  );
  if (event) await publishAfterCommit(c.get('deps'), event);
  return c.json(view, 201);
};

export const adminPaymentReport: AppRouteHandler<typeof routes.adminPaymentReport> = async (c) =>
  c.json(await paymentReport(c.get('deps').database.db), 200);

export const adminExportPaymentReport: AppRouteHandler<typeof routes.adminExportPaymentReport> = async (
  c,
) => {
  const { table } = c.req.valid('query');
  return csvExport(c, `payments-${table}`, await paymentReportCsv(c.get('deps').database.db, table));
};

export const adminStudentAdmissionCode: AppRouteHandler<typeof routes.adminStudentAdmissionCode> = async (
  c,
) => {
  const db = c.get('deps').database.db;
  const id = c.req.valid('param').id;
  await requireAccount(db, id, 'student');
  return c.json({ admission_code: await admissionCodeOf(db, id) }, 200);
};
