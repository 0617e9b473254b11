import { z } from '@hono/zod-openapi';
import { anyone, callsFor, signedInUsers } from '../call-factory';
import { errorResponses } from '../openapi-parts';

const wrongPair = 'A field is wrong, or the username and admission code do not match';
const throttled = 'Too many wrong usernames or admission codes: see Retry-After';

// Answered with a username and admission code, not a session: a parent may pay without signing in.
const publicPayments = callsFor(anyone, ['Payments'])({
  startPayment: {
    summary:
      "Proceed to Pay: a payment request for the plan at the payer's price (rupees by UPI in India, dollars by bank transfer abroad)",
    answer: 'The request, with where to pay; a payment already awaiting verification is answered instead',
    responses: errorResponses({ 400: wrongPair, 409: 'The 1-month plan was bought already', 429: throttled }),
  },
  submitPaymentReference: {
    summary: "The payer's transaction reference (UTR) for their request, which then awaits verification",
    answer: 'The request, awaiting verification',
    responses: errorResponses({
      400: `${wrongPair}, or the reference is malformed`,
      404: 'No such request of this student',
      409: 'The reference was used already, the request expired or awaits no reference, or the 1-month plan was bought already',
      429: throttled,
    }),
  },
  paymentStatus: {
    summary: 'Where a payment request stands',
    answer: 'The request',
    responses: errorResponses({ 400: wrongPair, 404: 'No such request of this student', 429: throttled }),
  },
});

const signedInPayments = callsFor(signedInUsers, ['Payments'])({
  studentPayments: {
    summary: "The signed-in student's payments and admission code, whether or not the subscription runs",
    answer: 'Newest first',
    responses: errorResponses({ 403: 'Not a student' }),
  },
  paymentReceipt: {
    summary: 'The receipt of a paid request as PDF: its student or an admin',
    responses: {
      200: { description: 'The receipt', content: { 'application/pdf': { schema: z.string() } } },
      ...errorResponses({ 404: 'No such paid request of yours' }),
    },
  },
});

export const paymentsRoutes = { ...publicPayments, ...signedInPayments };
