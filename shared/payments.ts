import { profilePictureRules } from './schemas/profile';

/** Every text of fee payments a user reads (docs/payments.md). */
export const paymentTexts = {
  unknownPlan: 'Choose one of the plans: 6month or 1month.',
  enterUsername: "Enter the student's username (e-mail).",
  enterAdmissionCode: 'Enter the admission code.',
  malformedUtr: 'Enter the 12-digit UPI transaction reference (UTR) from your payment app.',
  malformedBankReference: "Enter the bank transfer's reference: 6 to 35 letters and digits.",
  utrTaken: 'This transaction reference has already been used for a payment.',
  oneMonthUsed: 'The 1-month plan can be bought only once per student.',
  enterReason: 'Give a reason for the student.',
  unknownFields: (keys: readonly string[]) =>
    `The amount comes from the plan and the payer's country: do not send ${keys.join(', ')}.`,
  unknownOfflineMethod: 'Choose how the fee was paid: cash or cheque.',
  enterChequeNumber: "Enter the cheque's number (and bank).",
  noScreenshot: 'This payment has no screenshot.',
  screenshotNotImage: 'The screenshot must be a PNG, JPEG, GIF or WebP image.',
  screenshotTooLarge: (megabytes: number) => `The screenshot must be at most ${megabytes} MB.`,
  noSuchRequest: 'No such payment request.',
  expired: 'This payment request has expired. Choose a plan and start again.',
  notAwaitingPayment: 'This payment request no longer takes a transaction reference.',
  notAwaitingVerification: 'Only a payment awaiting verification can be confirmed or rejected.',
  throttled: (wait: string) => `Too many wrong usernames or admission codes. Try again in ${wait}.`,
  awaitingVerification:
    'Thank you. The academy is verifying your payment; this page updates when it is confirmed.',
  confirmed: (until: string) => `Payment confirmed. The subscription runs until ${until}.`,
  rejected: (reason: string) => `The payment was not confirmed: ${reason}`,
  mailSubject: (receipt: string) => `Payment received: receipt ${receipt}`,
  rejectedMailSubject: (reference: string) => `Payment ${reference} could not be confirmed`,
} as const;

/** The fees page, which the student and their guardian share. */
export const feesPageTexts = {
  studentNote:
    'With your e-mail, this code lets you or a parent pay your fees on the Payments page of the site.',
  guardianNote: "Pay fees fills in your child's username and admission code on the Payments page.",
  failed: 'The payments could not be loaded.',
  loading: 'Loading payments...',
  noneYet: 'No payments yet. Payments and receipts will appear here.',
  payFees: 'Pay fees',
} as const;

export const paymentStatusLabels = {
  awaiting_payment: 'Awaiting payment',
  expired: 'Expired',
  submitted: 'Awaiting verification',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
} as const;

export const paymentMethodLabels = {
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
} as const;

/**
 * The payment screenshot a payer may attach to their reference: stored like profile pictures, so it
 * follows their rules (one place for the accepted types and the size).
 */
export const paymentScreenshotRules = profilePictureRules;

/** A request with no transaction reference lapses this long after it was made. */
export const paymentRequestLifetimeHours = 48;

/** From this many days before a subscription's last day, the student's dashboard shows when it ends. */
export const renewalNoticeDays = 14;

/**
 * The days left of a subscription whose end the dashboard shows (0 on its last day), or null outside
 * the notice window. `today` and `validUntil` are YYYY-MM-DD days.
 */
export function daysLeftToRenew(validUntil: string | null, today: string): number | null {
  if (!validUntil) return null;
  const days = Math.round((Date.parse(validUntil) - Date.parse(today)) / 86_400_000);
  return days >= 0 && days <= renewalNoticeDays ? days : null;
}
