// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPayment } from '../../../shared/schemas/payments';
import { paymentFixture } from '../../payments/payment-fixtures';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, desktopWidthEachTest, renderScreen } from '../../testing/render-screen';
import PaymentsPage from './PaymentsPage';

cleanUpAfterEach();
desktopWidthEachTest();

const kabir = { id: 6, first_name: 'Kabir', last_name: 'Das', email: 'kabir@demo.school' };
const waiting: AdminPayment = {
  ...paymentFixture({ status: 'submitted', receipt_number: null, covers_until: null, decided_at: null }),
  student: kabir,
};

describe('the admin Payments page', () => {
  it('lists payments awaiting verification and confirms one after asking', async () => {
    const server = fakeServer({
      adminListPayments: json({ items: [waiting] }),
      adminConfirmPayment: json({ ...waiting, ...paymentFixture(), student: kabir }),
    });
    const user = userEvent.setup();
    renderScreen(<PaymentsPage />);
    const row = (await screen.findByText('123456789012')).closest('tr') as HTMLElement;
    expect(within(row).getByText('₹20,000')).toBeInTheDocument();
    expect(within(row).getByText('Kabir Das')).toBeInTheDocument();
    expect(server.requestsTo('adminListPayments')[0].query).toEqual({ status: 'submitted' });
    await user.click(within(row).getByRole('button', { name: 'Confirm the payment of Kabir Das' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(
      await screen.findByText(/Payment of Kabir Das confirmed: receipt SA\/2026-27\/00012/),
    ).toBeInTheDocument();
    expect(server.requestsTo('adminConfirmPayment')[0].params).toEqual({ id: '7' });
  });

  it('rejects with the reason typed', async () => {
    const server = fakeServer({
      adminListPayments: json({ items: [waiting] }),
      adminRejectPayment: json({ ...waiting, status: 'rejected', rejection_reason: 'Not in the statement.' }),
    });
    const user = userEvent.setup();
    renderScreen(<PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Reject the payment of Kabir Das' }));
    await user.type(await screen.findByLabelText(/Reason/), 'Not in the statement.');
    await user.click(screen.getByRole('button', { name: 'Reject payment' }));
    expect(await screen.findByText('Payment of Kabir Das rejected.')).toBeInTheDocument();
    expect(server.bodiesSentTo('adminRejectPayment')).toEqual([{ reason: 'Not in the statement.' }]);
  });

  it('says when nothing awaits verification', async () => {
    fakeServer({ adminListPayments: json({ items: [] }) });
    renderScreen(<PaymentsPage />);
    expect(await screen.findByText('No payments awaiting verification')).toBeInTheDocument();
  });
});
