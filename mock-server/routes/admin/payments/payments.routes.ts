import { admins, callsFor } from '../../call-factory';
import { errorResponses } from '../../openapi-parts';

const decision = 'The payment awaits no verification (confirmed or rejected already, or no reference yet)';

export const adminPaymentsRoutes = callsFor(admins, ['Admin', 'Payments'])({
  adminListPayments: {
    summary: 'Payment requests, newest first, of one status or all',
    answer: 'The requests with their students',
  },
  adminConfirmPayment: {
    summary:
      'Confirm a payment found in the bank statement: the subscription runs longer, a receipt is issued and mailed',
    answer: 'The payment, paid, with its receipt number',
    responses: errorResponses({ 409: decision }),
  },
  adminRejectPayment: {
    summary: 'Reject a payment that could not be matched, with a reason the student reads',
    answer: 'The payment, rejected',
    responses: errorResponses({ 409: decision }),
  },
  adminStudentAdmissionCode: {
    summary: "A student's admission code, which with their e-mail pays their fees",
    answer: 'The code',
  },
});
