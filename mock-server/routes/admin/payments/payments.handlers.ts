import { requireAccount } from '../../../domain/accounts/accounts';
import { admissionCodeOf } from '../../../domain/payments/admission-codes';
import { adminPayments } from '../../../domain/payments/payments';
import { confirmPayment, rejectPayment } from '../../../domain/payments/payments-writes';
import type { AppRouteHandler } from '../../create-router';
import { recordChange } from '../admin-operation';
import type { adminPaymentsRoutes as routes } from './payments.routes';

export const adminListPayments: AppRouteHandler<typeof routes.adminListPayments> = async (c) => {
  const { database, config } = c.get('deps');
  return c.json(
    { items: await adminPayments(database.db, config.payments, c.req.valid('query').status) },
    200,
  );
};

export const adminConfirmPayment: AppRouteHandler<typeof routes.adminConfirmPayment> = async (c) => {
  const [op, id] = recordChange(c);
  return c.json(await confirmPayment(op, c.get('deps').config.payments, id), 200);
};

export const adminRejectPayment: AppRouteHandler<typeof routes.adminRejectPayment> = async (c) => {
  const [op, id] = recordChange(c);
  return c.json(await rejectPayment(op, c.get('deps').config.payments, id, c.req.valid('json').reason), 200);
};

export const adminStudentAdmissionCode: AppRouteHandler<typeof routes.adminStudentAdmissionCode> = async (
  c,
) => {
  const db = c.get('deps').database.db;
  const id = c.req.valid('param').id;
  await requireAccount(db, id, 'student');
  return c.json({ admission_code: await admissionCodeOf(db, id) }, 200);
};
