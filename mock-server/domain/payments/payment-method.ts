import QRCode from 'qrcode';
import { academyName } from '../../../shared/brand';
import { paymentTexts } from '../../../shared/payments';
import type { PayTo } from '../../../shared/schemas/payments';
import type { PaymentSettings } from '../../config';
import { invalid } from '../errors';
import { decimalAmount } from './pricing';

/** What a method needs to know of a request to say where and how to pay it. */
export type PayableRequest = { reference: string; currency: 'INR' | 'USD'; amountMinor: number };

/**
 * One way of paying (docs/payments.md). A request is made the same way whatever the method; the
 * method says where to pay and what proof of payment looks like. The proof is checked by staff
 * (confirmPayment) for the manual methods here; a gateway would check it itself (a signed webhook)
 * and call the same confirmation.
 */
export type PaymentMethod = {
  id: 'upi' | 'bank_transfer';
  /** Where the payer sends the money, shown while the request awaits payment. */
  payTo(request: PayableRequest, settings: PaymentSettings): Promise<PayTo>;
  /** Refuses a payer's reference that cannot be this method's (400), before anything is stored. */
  checkReference(reference: string): void;
};

/** The `upi://pay` link every UPI app opens: payee, amount in rupees, and our reference as note and id. */
export function upiLink(request: PayableRequest, settings: PaymentSettings): string {
  const params: [string, string][] = [
    ['pa', settings.upiId],
    ['pn', settings.upiPayeeName],
    ['am', decimalAmount(request.amountMinor)],
    ['cu', 'INR'],
    ['tn', `${academyName} fees ${request.reference}`],
    ['tr', request.reference],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

export const upi: PaymentMethod = {
  id: 'upi',
  async payTo(request, settings) {
    const link = upiLink(request, settings);
    return {
      method: 'upi',
      payee_vpa: settings.upiId,
      payee_name: settings.upiPayeeName,
      upi_link: link,
      qr_svg: await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    };
  },
  checkReference(reference) {
    if (!/^\d{12}$/.test(reference)) throw invalid(paymentTexts.malformedUtr);
  },
};

export const bankTransfer: PaymentMethod = {
  id: 'bank_transfer',
  async payTo(_request, settings) {
    return {
      method: 'bank_transfer',
      account_name: settings.bankAccountName,
      account_number: settings.bankAccountNumber,
      bank_name: settings.bankName,
      ifsc: settings.bankIfsc,
      swift: settings.bankSwift,
    };
  },
  checkReference(reference) {
    if (!/^[A-Z0-9]{6,35}$/.test(reference)) throw invalid(paymentTexts.malformedBankReference);
  },
};

export const paymentMethods = { upi, bank_transfer: bankTransfer } as const;

/** Whether a request was made by the payer (a method here) rather than recorded by staff (cash, cheque). */
export const isPayersMethod = (method: string): method is PaymentMethod['id'] =>
  Object.hasOwn(paymentMethods, method);

/** The method for a payer: UPI in India, a bank transfer from abroad. */
export const methodFor = (foreign: boolean): PaymentMethod => (foreign ? bankTransfer : upi);
