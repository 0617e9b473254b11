import type { PaymentRequest } from '../../shared/schemas/payments';

/** A request as the server answers it, for screen tests: paid unless told otherwise. */
export function paymentFixture(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    id: 7,
    reference: 'PAY-ABCD2345',
    plan: { id: '6month', duration: '6 Months', months: 6 },
    method: 'upi',
    currency: 'INR',
    amount_minor: 2_000_000,
    status: 'paid',
    utr: '123456789012',
    created_at: '2026-11-20T05:00:00.000Z',
    expires_at: null,
    submitted_at: '2026-11-20T05:10:00.000Z',
    decided_at: '2026-11-20T09:00:00.000Z',
    rejection_reason: null,
    receipt_number: 'SA/2026-27/00012',
    covers_until: '2027-05-19',
    remark: null,
    has_screenshot: false,
    pay_to: null,
    ...overrides,
  };
}
