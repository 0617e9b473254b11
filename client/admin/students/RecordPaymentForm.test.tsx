// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paymentTexts } from '../../../shared/payments';
import type { AdminStudent } from '../../../shared/schemas/admin';
import { paymentFixture } from '../../payments/payment-fixtures';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { RecordPaymentForm } from './RecordPaymentForm';

cleanUpAfterEach();

const kabir: AdminStudent = {
  id: 6,
  first_name: 'Kabir',
  last_name: 'Das',
  email: 'kabir@demo.school',
  batch: { id: 2, name: 'JEE 10B' },
  valid_until: '2026-10-31',
  status: 'active',
  parent_name: '',
  mobile_number: '',
  communication_number: '',
  date_of_birth: null,
  address: '',
  state: null,
  created_at: '2026-04-01T00:00:00Z',
};
const paid = {
  ...paymentFixture({ method: 'cheque', remark: '004512 SBI', covers_until: '2027-05-19' }),
  student: { id: 6, first_name: 'Kabir', last_name: 'Das', email: 'kabir@demo.school' },
};

describe('the fee taken in cash or by cheque', () => {
  it('asks for the cheque number before sending anything, then records the cheque and says so', async () => {
    const server = fakeServer({ adminRecordPayment: json(paid, 201) });
    const user = userEvent.setup();
    renderScreen(<RecordPaymentForm student={kabir} />);
    await user.selectOptions(screen.getByLabelText('Paid by'), 'cheque');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(paymentTexts.enterChequeNumber)).toBeInTheDocument();
    expect(server.requestsTo('adminRecordPayment')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Cheque number and bank/), '004512 SBI');
    await user.selectOptions(screen.getByLabelText('Plan'), '1month');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText(
        'Payment of Kabir Das recorded: receipt SA/2026-27/00012, subscription until 19 May 2027.',
      ),
    ).toBeInTheDocument();
    expect(server.bodiesSentTo('adminRecordPayment')).toEqual([
      { plan: '1month', method: 'cheque', remark: '004512 SBI' },
    ]);
    expect(server.requestsTo('adminRecordPayment')[0].params).toEqual({ id: '6' });
    expect(screen.queryByText(paymentTexts.enterChequeNumber)).not.toBeInTheDocument();
    // The form is ready for the next fee.
    expect(screen.getByLabelText(/Cheque number and bank/)).toHaveValue('');
  });

  it("shows the server's refusal: a second 1-month plan", async () => {
    fakeServer({ adminRecordPayment: json({ detail: paymentTexts.oneMonthUsed }, 409) });
    const user = userEvent.setup();
    renderScreen(<RecordPaymentForm student={kabir} />);
    await user.selectOptions(screen.getByLabelText('Plan'), '1month');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(paymentTexts.oneMonthUsed)).toBeInTheDocument();
  });
});
