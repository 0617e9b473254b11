import { z } from 'zod';
import { paymentTexts } from '../payments';
import { id, isoDate, isoDateTime } from './common';
import { singleLineText } from './text';

export const planId = z.enum(['6month', '1month'], { error: paymentTexts.unknownPlan });
export type PlanId = z.infer<typeof planId>;

/**
 * How an admission code is written: letters and digits without look-alikes (no 0, O, 1, I, L), in
 * groups of four; the form takes any case and any dashes or spaces.
 */
export const admissionCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Who pays for whom: the student's username (e-mail) and admission code, as typed on /pricing. */
const payer = {
  username: singleLineText().trim().min(1, paymentTexts.enterUsername).max(320),
  admission_code: singleLineText().trim().min(1, paymentTexts.enterAdmissionCode).max(64),
};

/**
 * The amount is the server's, from the plan and the payer's country: a body that names one (or
 * anything else unknown) is refused rather than silently priced otherwise than the payer meant.
 */
const onlyKnownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? paymentTexts.unknownFields(issue.keys ?? []) : undefined,
};

export const paymentStart = z.strictObject({ ...payer, plan: planId }, onlyKnownFields);
export type PaymentStart = z.input<typeof paymentStart>;

/**
 * The payer's bank reference, without the spaces people copy along. Its form depends on how the
 * payment was made (a UPI UTR is 12 digits), which the server checks against the request.
 */
export const utr = z
  .string({ error: paymentTexts.malformedUtr })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,35}$/, paymentTexts.malformedUtr));

export const paymentReference = singleLineText().trim().min(1).max(40);

export const paymentUtrSubmit = z.object({ ...payer, reference: paymentReference, utr });
export type PaymentUtrSubmit = z.input<typeof paymentUtrSubmit>;

export const paymentStatusQuery = z.object({ ...payer, reference: paymentReference });

export const paymentStatuses = [
  'awaiting_payment',
  'expired',
  'submitted',
  'paid',
  'rejected',
  'cancelled',
] as const;
export const paymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** Where to send the money: a UPI id (with its link and QR code) in India, a bank account abroad. */
export const payTo = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('upi'),
    payee_vpa: z.string(),
    payee_name: z.string(),
    upi_link: z.string(),
    /** The UPI link as a QR code, an SVG document. */
    qr_svg: z.string(),
  }),
  z.object({
    method: z.literal('bank_transfer'),
    account_name: z.string(),
    account_number: z.string(),
    bank_name: z.string(),
    ifsc: z.string(),
    swift: z.string(),
  }),
]);
export type PayTo = z.infer<typeof payTo>;

/** UPI and bank transfers are the payer's; cash and cheques are recorded by staff who took them. */
export const paymentMethod = z.enum(['upi', 'bank_transfer', 'cash', 'cheque']);
export type PaymentMethodId = z.infer<typeof paymentMethod>;

export const paymentRequest = z.object({
  id,
  reference: z.string(),
  plan: z.object({ id: planId, duration: z.string(), months: z.number().int() }),
  method: paymentMethod,
  currency: z.enum(['INR', 'USD']),
  /** Paise or cents. */
  amount_minor: z.number().int().positive(),
  status: paymentStatus,
  utr: z.string().nullable(),
  created_at: isoDateTime,
  /** Until when a UTR may be entered; null once one has been. */
  expires_at: isoDateTime.nullable(),
  submitted_at: isoDateTime.nullable(),
  decided_at: isoDateTime.nullable(),
  rejection_reason: z.string().nullable(),
  receipt_number: z.string().nullable(),
  covers_until: isoDate.nullable(),
  /** A cash or cheque payment's cheque number or remark, as the staff recorded it. */
  remark: z.string().nullable(),
  /** Whether the payer sent a screenshot of the payment with the reference (paymentScreenshot). */
  has_screenshot: z.boolean(),
  /** While a payment is awaited: where to pay. */
  pay_to: payTo.nullable(),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

/** The student's own payments, newest first, and the admission code to quote. */
export const studentPayments = z.object({
  email: z.string(),
  admission_code: z.string(),
  valid_until: isoDate.nullable(),
  requests: z.array(paymentRequest),
});
export type StudentPayments = z.infer<typeof studentPayments>;

export const adminPayment = paymentRequest.extend({
  student: z.object({ id, first_name: z.string(), last_name: z.string(), email: z.string() }),
});
export type AdminPayment = z.infer<typeof adminPayment>;

export const adminPaymentList = z.object({ items: z.array(adminPayment) });

export const adminPaymentQuery = z.object({ status: paymentStatus.optional() });

export const paymentReject = z.object({
  reason: singleLineText().trim().min(1, paymentTexts.enterReason).max(300),
});

export const admissionCodeView = z.object({ admission_code: z.string() });

/** Staff took the fee themselves: the plan's price in rupees, and the cheque's number or a remark. */
export const offlinePaymentRecord = z
  .strictObject(
    {
      method: z.enum(['cash', 'cheque'], { error: paymentTexts.unknownOfflineMethod }),
      plan: planId,
      remark: singleLineText().trim().max(120).default(''),
    },
    onlyKnownFields,
  )
  .refine((value) => value.method !== 'cheque' || value.remark !== '', {
    path: ['remark'],
    message: paymentTexts.enterChequeNumber,
  });
export type OfflinePaymentRecord = z.input<typeof offlinePaymentRecord>;

/** Fees received in one month (Indian time) for one plan, in one currency. */
export const feesRow = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  plan: z.object({ id: planId, duration: z.string() }),
  currency: z.enum(['INR', 'USD']),
  payments: z.number().int(),
  amount_minor: z.number().int(),
});

export const lapsingStudent = z.object({
  student: z.object({ id, first_name: z.string(), last_name: z.string(), email: z.string() }),
  batch: z.string().nullable(),
  valid_until: isoDate,
  /** Whether a payment of theirs awaits the staff already. */
  payment_awaiting: z.boolean(),
});

export const paymentReport = z.object({
  /** Newest month first. */
  fees: z.array(feesRow),
  /** Payments awaiting verification: how many, and since when the oldest has waited. */
  pending: z.object({ count: z.number().int(), oldest_submitted_at: isoDateTime.nullable() }),
  /** Active students whose subscription's last day is within the next 30 days, soonest first. */
  lapsing: z.array(lapsingStudent),
});
export type PaymentReport = z.infer<typeof paymentReport>;

export const paymentReportExportQuery = z.object({
  table: z.enum(['fees', 'lapsing'], { error: 'table must be fees or lapsing.' }),
});
