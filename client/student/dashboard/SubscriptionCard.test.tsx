// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentTexts, renewalNoticeDays } from '../../../shared/payments';
import { paymentFixture } from '../../payments/payment-fixtures';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { SubscriptionCard } from './SubscriptionCard';

cleanUpAfterEach();
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-27T06:00:00Z') });
});
afterEach(() => vi.useRealTimers());

const own = (validUntil: string, requests = [] as ReturnType<typeof paymentFixture>[]) => ({
  email: 'asha@demo.school',
  admission_code: 'K7QM-2XHD-9RPA',
  valid_until: validUntil,
  requests,
});

describe("the dashboard's subscription card", () => {
  it(`shows the end date ${renewalNoticeDays} days before it, with the way to renew`, async () => {
    fakeServer({ studentPayments: json(own('2026-12-11')) });
    renderScreen(<SubscriptionCard validUntil="2026-12-11" />);
    expect(await screen.findByRole('heading', { name: 'Your subscription' })).toBeInTheDocument();
    expect(screen.getByText(/in 14 days/)).toBeInTheDocument();
    expect(screen.getByText('11 Dec 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay fees to renew' })).toHaveAttribute(
      'href',
      '/dashboard/payments',
    );
  });

  it('is not shown a day earlier, and asks the server nothing', async () => {
    const server = fakeServer({ studentPayments: json(own('2026-12-12')) });
    const { container } = renderScreen(<SubscriptionCard validUntil="2026-12-12" />);
    await vi.advanceTimersByTimeAsync(50);
    expect(container).toBeEmptyDOMElement();
    expect(server.requestsTo('studentPayments')).toHaveLength(0);
  });

  it('says the last day is today, and where a payment awaiting the staff stands', async () => {
    const waiting = paymentFixture({ status: 'submitted', receipt_number: null, covers_until: null });
    fakeServer({ studentPayments: json(own('2026-11-27', [waiting])) });
    renderScreen(<SubscriptionCard validUntil="2026-11-27" />);
    expect(await screen.findByText(/today/)).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(paymentTexts.awaitingVerification);
    expect(screen.queryByRole('link', { name: 'Pay fees to renew' })).not.toBeInTheDocument();
  });

  it('goes once the renewal is confirmed and the end date moved on', async () => {
    fakeServer({ studentPayments: json(own('2027-05-27', [paymentFixture()])) });
    const { container } = renderScreen(<SubscriptionCard validUntil="2026-11-30" />);
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
