import { createRoute } from '@hono/zod-openapi';
import {
  adminPayment,
  adminPaymentList,
  adminPaymentQuery,
  admissionCodeView,
  offlinePaymentRecord,
  paymentReject,
  paymentReport,
  paymentReportExportQuery,
} from '../../../../shared/schemas/payments';
import { adminOnly } from '../../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../../openapi-parts';
import { csvExportAnswers } from '../csv-export';

const decision = 'The payment awaits no verification (confirmed or rejected already, or no reference yet)';

export const adminListPayments = createRoute({
  method: 'get',
  path: '/api/admin/payments/',
  operationId: 'adminListPayments',
  tags: ['Admin', 'Payments'],
  summary: 'Payment requests, newest first, of one status or all',
  request: { query: adminPaymentQuery },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminPaymentList, 'The requests with their students'),
    ...errorResponses(400, 401, 403),
  },
});

export const adminConfirmPayment = createRoute({
  method: 'post',
  path: '/api/admin/payments/{id}/confirm/',
  operationId: 'adminConfirmPayment',
  tags: ['Admin', 'Payments'],
  summary:
    'Confirm a payment found in the bank statement: the subscription runs longer, a receipt is issued and mailed',
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminPayment, 'The payment, paid, with its receipt number'),
    ...errorResponses({ 409: decision }, 400, 401, 403, 404),
  },
});

export const adminRejectPayment = createRoute({
  method: 'post',
  path: '/api/admin/payments/{id}/reject/',
  operationId: 'adminRejectPayment',
  tags: ['Admin', 'Payments'],
  summary: 'Reject a payment that could not be matched, with a reason the student reads',
  request: { params: idParams, body: jsonRequest(paymentReject) },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminPayment, 'The payment, rejected'),
    ...errorResponses({ 409: decision }, 400, 401, 403, 404, 413, 415),
  },
});

export const adminRecordPayment = createRoute({
  method: 'post',
  path: '/api/admin/students/{id}/payments/',
  operationId: 'adminRecordPayment',
  tags: ['Admin', 'Payments'],
  summary:
    "Record a fee the staff took in cash or by cheque: the plan's price, confirmed at once like a verified UPI payment",
  request: { params: idParams, body: jsonRequest(offlinePaymentRecord) },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    201: jsonContent(adminPayment, 'The payment, paid, with its receipt number'),
    ...errorResponses(
      { 404: 'No such student', 409: 'The 1-month plan was bought already' },
      400,
      401,
      403,
      413,
      415,
    ),
  },
});

export const adminPaymentReport = createRoute({
  method: 'get',
  path: '/api/admin/payments/report/',
  operationId: 'adminPaymentReport',
  tags: ['Admin', 'Payments'],
  summary:
    'Fees received per month and plan, payments awaiting verification, students lapsing within 30 days',
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(paymentReport, 'The report'),
    ...errorResponses(401, 403),
  },
});

export const adminExportPaymentReport = createRoute({
  method: 'get',
  path: '/api/admin/payments/report/export/',
  operationId: 'adminExportPaymentReport',
  tags: ['Admin', 'Payments'],
  summary: 'One table of the payments report as CSV (fees received, or students lapsing): audited',
  request: { query: paymentReportExportQuery },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    ...csvExportAnswers,
    ...errorResponses(400, 401, 403),
  },
});

export const adminStudentAdmissionCode = createRoute({
  method: 'get',
  path: '/api/admin/students/{id}/admission-code/',
  operationId: 'adminStudentAdmissionCode',
  tags: ['Admin', 'Payments'],
  summary: "A student's admission code, which with their e-mail pays their fees",
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(admissionCodeView, 'The code'),
    ...errorResponses(400, 401, 403, 404),
  },
});
