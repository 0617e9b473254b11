import { createRouter } from '../../create-router';
import * as handlers from './payments.handlers';
import * as routes from './payments.routes';

export const adminPaymentsRouter = createRouter()
  .openapi(routes.adminListPayments, handlers.adminListPayments)
  .openapi(routes.adminConfirmPayment, handlers.adminConfirmPayment)
  .openapi(routes.adminRejectPayment, handlers.adminRejectPayment)
  .openapi(routes.adminRecordPayment, handlers.adminRecordPayment)
  .openapi(routes.adminPaymentReport, handlers.adminPaymentReport)
  .openapi(routes.adminExportPaymentReport, handlers.adminExportPaymentReport)
  .openapi(routes.adminStudentAdmissionCode, handlers.adminStudentAdmissionCode);
