import type { PaymentRequest } from '../../shared/schemas/payments';

const formats = {
  INR: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0 }),
  USD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }),
};

/** ₹20,000 or $900 (paise and cents shown only when there are any). */
export function formatAmount(request: Pick<PaymentRequest, 'currency' | 'amount_minor'>): string {
  return formats[request.currency].format(request.amount_minor / 100);
}
