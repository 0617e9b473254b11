import type { Context } from 'hono';
import { paymentTexts } from '../../../shared/payments';
import { homeCountry } from '../../../shared/plans';
import type { AppEnv } from '../../context';
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
import { requestHeader } from '../../http/request-header';
import { clientLimitKey } from '../../limits/address-key';
import { countAttempt } from '../../limits/count-attempt';
import { describeWait, tooManyRequests } from '../../limits/retry-after';
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

export const submitPaymentReference: AppRouteHandler<typeof routes.submitPaymentReference> = async (c) => {
  const { username, admission_code, reference, utr } = c.req.valid('json');
  const payer = await throttledPayer(c, username, admission_code);
  const { config, database } = c.get('deps');
  return c.json(await submitReference(database.db, config.payments, payer, reference, utr), 200);
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
