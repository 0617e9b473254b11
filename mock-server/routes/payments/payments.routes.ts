import { createRoute, z } from '@hono/zod-openapi';
import { paymentScreenshotRules, paymentTexts } from '../../../shared/payments';
import {
  paymentRequest,
  paymentStart,
  paymentStatusQuery,
  paymentUtrSubmit,
  studentPayments as studentPaymentsView,
} from '../../../shared/schemas/payments';
import { ownBodyLimit } from '../../http/body-limit';
import { readableForm } from '../body-guards';
import { signedIn } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest, publicCall } from '../openapi-parts';

// Room for the text fields and multipart framing around a screenshot of the largest allowed size.
const multipartOverheadBytes = 64 * 1024;

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
  summary:
    "The payer's transaction reference (UTR) for their request, which then awaits verification; as a form, " +
    'with an optional screenshot of the payment (PNG, JPEG, GIF or WebP, at most 2 MB)',
  request: {
    body: {
      // Either content type: each is validated only when it is the one sent.
      content: {
        'application/json': { schema: paymentUtrSubmit },
        'multipart/form-data': {
          schema: paymentUtrSubmit.extend({
            screenshot: z.any().optional().openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  security: publicCall,
  // The screenshot's own size limit replaces the JSON one, and an unreadable form is refused plainly.
  middleware: [
    ownBodyLimit(
      paymentScreenshotRules.maxBytes + multipartOverheadBytes,
      paymentTexts.screenshotTooLarge(paymentScreenshotRules.maxBytes / (1024 * 1024)),
    ),
    readableForm,
  ],
  responses: {
    200: jsonContent(paymentRequest, 'The request, awaiting verification'),
    ...errorResponses(
      {
        400: `${wrongPair}, the reference is malformed, or the screenshot is not an image`,
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

export const paymentScreenshot = createRoute({
  method: 'get',
  path: '/api/payments/{id}/screenshot/',
  operationId: 'paymentScreenshot',
  tags: ['Payments'],
  summary: "The screenshot the payer sent with their reference: the payment's student or an admin",
  request: { params: idParams },
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: {
      description: 'The image',
      content: { 'image/*': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
    },
    ...errorResponses({ 404: 'No such request of yours, or it has no screenshot' }, 400, 401),
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
