import { createRouter } from '../create-router';
import * as handlers from './payments.handlers';
import * as routes from './payments.routes';

export const paymentsRouter = createRouter()
  .openapi(routes.startPayment, handlers.startPayment)
  .openapi(routes.submitPaymentReference, handlers.submitPaymentReference)
  .openapi(routes.paymentStatus, handlers.paymentStatus)
  .openapi(routes.studentPayments, handlers.studentPayments)
  .openapi(routes.paymentReceipt, handlers.paymentReceipt)
  .openapi(routes.paymentScreenshot, handlers.paymentScreenshot);
