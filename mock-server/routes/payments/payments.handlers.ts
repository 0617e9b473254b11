import type { Context } from 'hono';
import { paymentScreenshotRules, paymentTexts } from '../../../shared/payments';
import { homeCountry } from '../../../shared/plans';
import type { AppEnv } from '../../context';
import { invalid } from '../../domain/errors';
import {
  type Payer,
  payerOf,
  paymentStatusFor,
  receiptRequest,
  startPayment as start,
  studentPaymentsOf,
  submitReference,
} from '../../domain/payments/payments';
import { receiptPdf } from '../../domain/payments/receipt-pdf';
import { type Screenshot, screenshotFor } from '../../domain/payments/screenshots';
import { detectImageType } from '../../domain/profiles/image-type';
import { ApiError } from '../../http/errors';
import { requestHeader } from '../../http/request-header';
import { clientLimitKey } from '../../limits/address-key';
import { countAttempt } from '../../limits/count-attempt';
import { describeWait, tooManyRequests } from '../../limits/retry-after';
import { isFormBody, isJsonBody } from '../body-guards';
import type { AppRouteHandler } from '../create-router';
import { countryFromHeader } from '../geo/geo.handlers';
import type * as routes from './payments.routes';

/** Wrong username and code pairs allowed before a wait: per address, and per username from anywhere. */
export const payerLimits = {
  address: { bucket: 'payments:address', limit: 20, windowSeconds: 900 },
  username: { bucket: 'payments:username', limit: 10, windowSeconds: 3600 },
};

/**
 * The student a username and admission code name. Each try is counted first and given back when the
 * pair was right, so only wrong pairs use up the allowance; past it every try waits, right or wrong,
 * which is what stops codes being guessed.
 */
async function throttledPayer(c: Context<AppEnv>, username: string, code: string): Promise<Payer> {
  const deps = c.get('deps');
  const { limiter, config, database } = deps;
  const address = clientLimitKey(c, config.trustProxyHops);
  const usernameKey = username.trim().toLowerCase();
  const counted = await countAttempt(
    deps,
    { limit: 'payment admission codes', address },
    { ...payerLimits.address, key: address },
    { ...payerLimits.username, key: usernameKey, email: usernameKey },
  );
  if (counted.exceeded.length > 0)
    throw tooManyRequests(
      c,
      counted.retryAfterSeconds,
      paymentTexts.throttled(describeWait(counted.retryAfterSeconds)),
    );
  const payer = await payerOf(database.db, username, code);
  await limiter.refund(payerLimits.address.bucket, address);
  await limiter.refund(payerLimits.username.bucket, usernameKey);
  return payer;
}

export const startPayment: AppRouteHandler<typeof routes.startPayment> = async (c) => {
  const { username, admission_code, plan } = c.req.valid('json');
  const payer = await throttledPayer(c, username, admission_code);
  const { config, database } = c.get('deps');
  // The same country the pricing page shows prices for: the amount is the server's, never the client's.
  const foreign = countryFromHeader(requestHeader(c, config.geoHeader)) !== homeCountry;
  return c.json(await start(database.db, config.payments, payer, plan, foreign), 201);
};

/** The screenshot when one was sent, checked by its bytes and size; null when none was sent. */
async function readScreenshot(value: unknown): Promise<Screenshot | null> {
  if (value === undefined || value === '') return null;
  const refused = () =>
    invalid(`screenshot: ${paymentTexts.screenshotNotImage}`, {
      screenshot: [paymentTexts.screenshotNotImage],
    });
  if (!(value instanceof File)) throw refused();
  if (value.size > paymentScreenshotRules.maxBytes)
    throw new ApiError(413, paymentTexts.screenshotTooLarge(paymentScreenshotRules.maxBytes / (1024 * 1024)));
  const bytes = new Uint8Array(await value.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw refused();
  return { bytes, type };
}

export const submitPaymentReference: AppRouteHandler<typeof routes.submitPaymentReference> = async (c) => {
  // JSON, or a form that may carry a screenshot: each validated only when it is the one sent.
  // Without either content type the validators check nothing, so no body is taken as read.
  const asForm = isFormBody(c);
  const body = asForm ? c.req.valid('form') : isJsonBody(c) ? c.req.valid('json') : undefined;
  if (!body) throw invalid('Send the reference as JSON or as multipart/form-data.');
  const { username, admission_code, reference, utr } = body;
  const payer = await throttledPayer(c, username, admission_code);
  const screenshot = asForm ? await readScreenshot((await c.req.parseBody()).screenshot) : null;
  const { config, database } = c.get('deps');
  return c.json(await submitReference(database.db, config.payments, payer, reference, utr, screenshot), 200);
};

export const paymentScreenshot: AppRouteHandler<typeof routes.paymentScreenshot> = async (c) => {
  const file = await screenshotFor(c.get('deps').database.db, c.get('user'), c.req.valid('param').id);
  return c.body(file.bytes, 200, {
    'content-type': file.contentType,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
};

export const paymentStatus: AppRouteHandler<typeof routes.paymentStatus> = async (c) => {
  const { username, admission_code, reference } = c.req.valid('json');
  const payer = await throttledPayer(c, username, admission_code);
  const { config, database } = c.get('deps');
  return c.json(await paymentStatusFor(database.db, config.payments, payer, reference), 200);
};

export const studentPayments: AppRouteHandler<typeof routes.studentPayments> = async (c) => {
  const { config, database } = c.get('deps');
  return c.json(await studentPaymentsOf(database.db, config.payments, c.get('user').id), 200);
};

export const paymentReceipt: AppRouteHandler<typeof routes.paymentReceipt> = async (c) => {
  const row = await receiptRequest(c.get('deps').database.db, c.get('user'), c.req.valid('param').id);
  const pdf = await receiptPdf(row);
  const fileName = `receipt-${row.request.receiptNumber?.replaceAll('/', '-')}.pdf`;
  c.header('content-disposition', `attachment; filename="${fileName}"`);
  c.header('cache-control', 'private, no-store');
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/pdf' });
};
