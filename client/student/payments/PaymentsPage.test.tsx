// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentTexts } from '../../../shared/payments';
import { paymentFixture } from '../../payments/payment-fixtures';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import PaymentsPage from './PaymentsPage';

const own = (requests = [paymentFixture()]) => ({
  email: 'kabir@demo.school',
  admission_code: 'K7QM-2XHD-9RPA',
  valid_until: '2027-05-19',
  requests,
});

cleanUpAfterEach();

describe('the student Payments page', () => {
  it('shows the subscription, the admission code, and each payment with its receipt or its outcome', async () => {
    fakeServer({
      studentPayments: json(
        own([
          paymentFixture({
            id: 8,
            status: 'rejected',
            rejection_reason: 'No such credit.',
            receipt_number: null,
          }),
          paymentFixture(),
        ]),
      ),
    });
    renderScreen(<PaymentsPage />);
    expect(await screen.findByText('Until 19 May 2027')).toBeInTheDocument();
    expect(screen.getByLabelText('Admission code K7QM-2XHD-9RPA')).toBeInTheDocument();
    const payments = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(within(payments[0]).getByText(paymentTexts.rejected('No such credit.'))).toBeInTheDocument();
    expect(
      within(payments[1]).getByRole('button', { name: 'Download receipt SA/2026-27/00012 (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay fees' })).toHaveAttribute('href', '/pricing');
  });

  it('says when there is no payment yet', async () => {
    fakeServer({ studentPayments: json(own([])) });
    renderScreen(<PaymentsPage />);
    expect(await screen.findByText(/No payments yet/)).toBeInTheDocument();
  });

  it('follows a payment awaiting verification until it is confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const waiting = paymentFixture({ status: 'submitted', receipt_number: null, covers_until: null });
      const server = fakeServer({ studentPayments: json(own([waiting])) });
      renderScreen(<PaymentsPage />);
      expect(await screen.findByText(paymentTexts.awaitingVerification)).toBeInTheDocument();
      server.answer('studentPayments', json(own([paymentFixture()])));
      await vi.advanceTimersByTimeAsync(5000);
      expect(
        await screen.findByRole('button', { name: 'Download receipt SA/2026-27/00012 (PDF)' }),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
