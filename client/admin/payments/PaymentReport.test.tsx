// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentReport as Report } from '../../../shared/schemas/payments';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, desktopWidthEachTest, renderScreen } from '../../testing/render-screen';
import { PaymentReport } from './PaymentReport';

cleanUpAfterEach();
desktopWidthEachTest();
afterEach(() => vi.restoreAllMocks());

const report: Report = {
  fees: [
    {
      month: '2026-11',
      plan: { id: '6month', duration: '6 Months' },
      currency: 'INR',
      payments: 3,
      amount_minor: 6_000_000,
    },
    {
      month: '2026-10',
      plan: { id: '1month', duration: '1 Month' },
      currency: 'USD',
      payments: 1,
      amount_minor: 10_000,
    },
  ],
  pending: { count: 2, oldest_submitted_at: new Date(Date.now() - 3 * 3_600_000).toISOString() },
  lapsing: [
    {
      student: { id: 6, first_name: 'Kabir', last_name: 'Das', email: 'kabir@demo.school' },
      batch: 'JEE 10B',
      valid_until: '2026-12-10',
      payment_awaiting: true,
    },
  ],
};

describe('the payments report', () => {
  it('shows the fees per month and plan, what awaits verification and who lapses soon', async () => {
    fakeServer({ adminPaymentReport: json(report) });
    renderScreen(<PaymentReport />);
    expect(await screen.findByText(/^2 payments await verification, the oldest for/)).toBeInTheDocument();
    const fees = screen.getByRole('table', { name: 'Fees received per month and plan' });
    const [, november, october] = within(fees).getAllByRole('row');
    expect(within(november).getByText('2026-11')).toBeInTheDocument();
    expect(within(november).getByText('6 Months')).toBeInTheDocument();
    expect(within(november).getByText('3')).toBeInTheDocument();
    expect(within(november).getByText('₹60,000')).toBeInTheDocument();
    expect(within(october).getByText('$100')).toBeInTheDocument();
    const lapsing = screen.getByRole('table', {
      name: 'Students whose subscription ends in the next 30 days',
    });
    const kabir = within(lapsing).getByText('Kabir Das').closest('tr') as HTMLElement;
    expect(within(kabir).getByText('10 Dec 2026')).toBeInTheDocument();
    expect(within(kabir).getByText('Awaiting verification')).toBeInTheDocument();
  });

  it('exports each table as CSV', async () => {
    const server = fakeServer({
      adminPaymentReport: json(report),
      adminExportPaymentReport: json('month,plan\r\n2026-11,6month\r\n'),
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderScreen(<PaymentReport />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV of fees received' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^payments-fees-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(server.requestsTo('adminExportPaymentReport')[0].query).toEqual({ table: 'fees' });
    await user.click(screen.getByRole('button', { name: 'Export CSV of subscriptions ending in 30 days' }));
    await vi.waitFor(() => expect(server.requestsTo('adminExportPaymentReport')).toHaveLength(2));
    expect(server.requestsTo('adminExportPaymentReport')[1].query).toEqual({ table: 'lapsing' });
  });

  it('says when there is nothing to report', async () => {
    fakeServer({
      adminPaymentReport: json({ fees: [], pending: { count: 0, oldest_submitted_at: null }, lapsing: [] }),
    });
    renderScreen(<PaymentReport />);
    expect(await screen.findByText('No payment awaits verification.')).toBeInTheDocument();
    expect(screen.getByText('No fees received yet')).toBeInTheDocument();
    expect(screen.getByText('No subscription ends in the next 30 days')).toBeInTheDocument();
  });
});
