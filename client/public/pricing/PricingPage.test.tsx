// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { paymentTexts } from '../../../shared/payments';
import { fakeServer } from '../../testing/fake-server';
import { renderPublicRoute } from '../../testing/render-public-route';
import { usableOnceHydrated } from '../../testing/usable-once-hydrated';
import { lapsedStudentOf } from './LapsedNotice';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function planCard(name: RegExp) {
  const radio = await screen.findByRole('radio', { name });
  return radio.closest('label') as HTMLElement;
}

describe('Choose Your Plan', () => {
  it('shows rupee prices to a visitor in India, with the first plan chosen', async () => {
    fakeServer({ geo: { body: { country: 'IN' } } });
    renderPublicRoute('/pricing');
    expect(await screen.findByRole('heading', { name: messages.site.choosePlan })).toBeInTheDocument();
    expect(within(await planCard(/6 Months/)).getByText('₹20,000')).toBeInTheDocument();
    expect(within(await planCard(/1 Month/)).getByText('₹3,500')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /6 Months/ })).toBeChecked();
    expect(screen.queryByText(/per month/)).not.toBeInTheDocument();
  });

  it('switches to dollars with a rounded per-month figure outside India', async () => {
    fakeServer({ geo: { body: { country: 'US' } } });
    renderPublicRoute('/pricing');
    const sixMonths = await planCard(/6 Months/);
    expect(await within(sixMonths).findByText('$900')).toBeInTheDocument();
    // 900 / 12 months (the plan's months value), rounded.
    expect(within(sixMonths).getByText('$150 per month')).toBeInTheDocument();
    const oneMonth = await planCard(/1 Month/);
    expect(within(oneMonth).getByText('$100')).toBeInTheDocument();
    expect(within(oneMonth).getByText('$100 per month')).toBeInTheDocument();
  });

  it('logs a failed lookup and stays on rupees', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ geo: 'network-failure' });
    renderPublicRoute('/pricing');
    expect(within(await planCard(/6 Months/)).getByText('₹20,000')).toBeInTheDocument();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByText('$900')).not.toBeInTheDocument();
  });

  it('sends the plan, username and admission code, and shows the refusal of a wrong pair', async () => {
    const server = fakeServer({
      geo: { body: { country: 'IN' } },
      startPayment: { status: 400, body: { detail: messages.pricing.invalidDetails } },
    });
    const user = userEvent.setup();
    renderPublicRoute('/pricing');
    await user.click(await usableOnceHydrated(await screen.findByRole('radio', { name: /1 Month/ })));
    expect(screen.getByRole('radio', { name: /1 Month/ })).toBeChecked();
    await user.type(screen.getByLabelText('Student username'), 'asha');
    await user.type(screen.getByLabelText('Admission code'), 'SHK-2026-014');
    await user.click(screen.getByRole('button', { name: messages.site.proceedToPay }));
    expect(await screen.findByText(messages.pricing.invalidDetails)).toBeInTheDocument();
    expect(server.bodiesSentTo('startPayment')[0]).toEqual({
      username: 'asha',
      admission_code: 'SHK-2026-014',
      plan: '1month',
    });
  });

  it('shows the amount, the QR code and the UPI link, then takes the UTR and waits for verification', async () => {
    const request = {
      id: 4,
      reference: 'PAY-ABCD2345',
      plan: { id: '6month', duration: '6 Months', months: 6 },
      method: 'upi',
      currency: 'INR',
      amount_minor: 2_000_000,
      status: 'awaiting_payment',
      utr: null,
      created_at: '2026-11-27T05:00:00.000Z',
      expires_at: '2026-11-29T05:00:00.000Z',
      submitted_at: null,
      decided_at: null,
      rejection_reason: null,
      receipt_number: null,
      covers_until: null,
      remark: null,
      has_screenshot: false,
      pay_to: {
        method: 'upi',
        payee_vpa: 'fees@okacademy',
        payee_name: 'Shikhar Academy',
        upi_link: 'upi://pay?pa=fees%40okacademy&am=20000.00&cu=INR&tr=PAY-ABCD2345',
        qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      },
    };
    const server = fakeServer({
      geo: { body: { country: 'IN' } },
      startPayment: { status: 201, body: request },
      submitPaymentReference: {
        body: { ...request, status: 'submitted', utr: '123456789012', expires_at: null, pay_to: null },
      },
    });
    const user = userEvent.setup();
    renderPublicRoute('/pricing');
    await user.type(await usableOnceHydrated(screen.getByLabelText('Student username')), 'kabir@demo.school');
    await user.type(screen.getByLabelText('Admission code'), 'k7qm-2xhd-9rpa');
    await user.click(screen.getByRole('button', { name: messages.site.proceedToPay }));
    expect(await screen.findByRole('heading', { name: /Pay ₹20,000/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /UPI QR code to pay ₹20,000/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /in a UPI app/ })).toHaveAttribute(
      'href',
      request.pay_to.upi_link,
    );
    await user.type(screen.getByLabelText('UPI transaction reference (UTR)'), '1234 5678 9012');
    await user.click(screen.getByRole('button', { name: /send the reference/ }));
    expect(await screen.findByText(paymentTexts.awaitingVerification)).toBeInTheDocument();
    // Sent as a form, which carries a screenshot when one is chosen.
    const sent = server.bodiesSentTo('submitPaymentReference')[0] as FormData;
    expect(Object.fromEntries(sent)).toEqual({
      username: 'kabir@demo.school',
      admission_code: 'k7qm-2xhd-9rpa',
      reference: 'PAY-ABCD2345',
      utr: '1234 5678 9012',
    });
  });

  describe('for a signed-in student', () => {
    function signIn(user: { role: string; email: string; valid_until: string | null }) {
      window.localStorage.setItem(storageKeys.accessToken, 'token');
      window.localStorage.setItem(storageKeys.userRole, user.role);
      window.localStorage.setItem(
        storageKeys.user,
        JSON.stringify({ id: 9, first_name: 'Kabir', last_name: 'Rao', ...user }),
      );
    }

    const own = {
      studentPayments: {
        body: {
          email: 'kabir@demo.school',
          admission_code: 'K7QM-2XHD-9RPA',
          valid_until: null,
          requests: [],
        },
      },
    };

    it('tells a lapsed student when the subscription ended, what to do and whom to ask, with the username and code filled in', async () => {
      fakeServer({ geo: { body: { country: 'IN' } }, ...own });
      signIn({ role: 'student', email: 'kabir@demo.school', valid_until: '2026-10-31' });
      renderPublicRoute('/pricing');
      const notice = await screen.findByText(messages.pricing.subscriptionEnded('31 Oct 2026'));
      expect(notice).toBeInTheDocument();
      expect(screen.getByText(messages.pricing.renewSteps)).toBeInTheDocument();
      const alert = notice.closest('[role="status"]') as HTMLElement;
      expect(within(alert).getByRole('link', { name: 'admissions@shikhar.academy' })).toHaveAttribute(
        'href',
        'mailto:admissions@shikhar.academy',
      );
      await vi.waitFor(() =>
        expect(screen.getByLabelText('Student username')).toHaveValue('kabir@demo.school'),
      );
      await vi.waitFor(() => expect(screen.getByLabelText('Admission code')).toHaveValue('K7QM-2XHD-9RPA'));
    });

    it("fills in a guardian's child's username and code from the fees page's link, without the code in the address", async () => {
      const server = fakeServer({
        geo: { body: { country: 'IN' } },
        guardianChildPayments: own.studentPayments,
      });
      signIn({ role: 'guardian', email: 'parent@demo.school', valid_until: null });
      renderPublicRoute('/pricing?child=9');
      await vi.waitFor(() =>
        expect(screen.getByLabelText('Student username')).toHaveValue('kabir@demo.school'),
      );
      expect(screen.getByLabelText('Admission code')).toHaveValue('K7QM-2XHD-9RPA');
      expect(server.requestsTo('guardianChildPayments')[0]?.params).toEqual({
        id: '9',
      });
      expect(screen.queryByText(messages.pricing.noSubscription)).not.toBeInTheDocument();
    });

    it('says a student without any subscription has none yet', async () => {
      fakeServer({ geo: { body: { country: 'IN' } }, ...own });
      signIn({ role: 'student', email: 'new@demo.school', valid_until: null });
      renderPublicRoute('/pricing');
      expect(await screen.findByText(messages.pricing.noSubscription)).toBeInTheDocument();
    });

    it('judges lapsed as the login routing does: a student past valid_until or without one, no one else', () => {
      const now = new Date('2026-11-27T05:00:00Z');
      const storageWith = (user: object) => ({ getItem: () => JSON.stringify(user) });
      const student = { role: 'student', email: 'kabir@demo.school' };
      expect(lapsedStudentOf(storageWith({ ...student, valid_until: '2026-11-26' }), now)).toEqual({
        email: 'kabir@demo.school',
        validUntil: '2026-11-26',
      });
      expect(lapsedStudentOf(storageWith({ ...student, valid_until: '2026-11-27' }), now)).toBeNull();
      expect(
        lapsedStudentOf(storageWith({ ...student, role: 'teacher', valid_until: null }), now),
      ).toBeNull();
      expect(lapsedStudentOf({ getItem: () => null }, now)).toBeNull();
      expect(lapsedStudentOf({ getItem: () => '{not json' }, now)).toBeNull();
    });
  });
});
