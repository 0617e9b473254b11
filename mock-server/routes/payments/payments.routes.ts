import { createRoute, z } from '@hono/zod-openapi';
import {
  paymentRequest,
  paymentStart,
  paymentStatusQuery,
  paymentUtrSubmit,
  studentPayments as studentPaymentsView,
} from '../../../shared/schemas/payments';
import { signedIn } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest, publicCall } from '../openapi-parts';

const wrongPair = 'A field is wrong, or the username and admission code do not match';
const throttled = 'Too many wrong usernames or admission codes: see Retry-After';

// The first three are answered with a username and admission code, not a session: a parent may pay
// without signing in.

export const startPayment = createRoute({
  method: 'post',
  path: '/api/payments/',
  operationId: 'startPayment',
  tags: ['Payments'],
  summary:
    "Proceed to Pay: a payment request for the plan at the payer's price (rupees by UPI in India, dollars by bank transfer abroad)",
  request: { body: jsonRequest(paymentStart) },
  security: publicCall,
  responses: {
    201: jsonContent(
      paymentRequest,
      'The request, with where to pay; a payment already awaiting verification is answered instead',
    ),
    ...errorResponses(
      { 400: wrongPair, 409: 'The 1-month plan was bought already', 429: throttled },
      413,
      415,
    ),
  },
});

export const submitPaymentReference = createRoute({
  method: 'post',
  path: '/api/payments/reference/',
  operationId: 'submitPaymentReference',
  tags: ['Payments'],
  summary: "The payer's transaction reference (UTR) for their request, which then awaits verification",
  request: { body: jsonRequest(paymentUtrSubmit) },
  security: publicCall,
  responses: {
    200: jsonContent(paymentRequest, 'The request, awaiting verification'),
    ...errorResponses(
      {
        400: `${wrongPair}, or the reference is malformed`,
        404: 'No such request of this student',
        409: 'The reference was used already, the request expired or awaits no reference, or the 1-month plan was bought already',
        429: throttled,
      },
      413,
      415,
    ),
  },
});

export const paymentStatus = createRoute({
  method: 'post',
  path: '/api/payments/status/',
  operationId: 'paymentStatus',
  tags: ['Payments'],
  summary: 'Where a payment request stands',
  request: { body: jsonRequest(paymentStatusQuery) },
  security: publicCall,
  responses: {
    200: jsonContent(paymentRequest, 'The request'),
    ...errorResponses({ 400: wrongPair, 404: 'No such request of this student', 429: throttled }, 413, 415),
  },
});

export const studentPayments = createRoute({
  method: 'get',
  path: '/api/student/payments/',
  operationId: 'studentPayments',
  tags: ['Payments'],
  summary: "The signed-in student's payments and admission code, whether or not the subscription runs",
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(studentPaymentsView, 'Newest first'),
    ...errorResponses({ 403: 'Not a student' }, 401),
  },
});

export const paymentReceipt = createRoute({
  method: 'get',
  path: '/api/payments/{id}/receipt/',
  operationId: 'paymentReceipt',
  tags: ['Payments'],
  summary: 'The receipt of a paid request as PDF: its student or an admin',
  request: { params: idParams },
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: { description: 'The receipt', content: { 'application/pdf': { schema: z.string() } } },
    ...errorResponses({ 404: 'No such paid request of yours' }, 400, 401),
  },
});
