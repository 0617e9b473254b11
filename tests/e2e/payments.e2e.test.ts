import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../client/lib/dates';
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
import { messages } from '../../shared/messages';
import { paymentTexts } from '../../shared/payments';
import type { PaymentRequest, StudentPayments } from '../../shared/schemas/payments';
import { readOutbox } from '../support/outbox';
import { apiAs } from './support/api-as';
import { expectNoSeriousAxeViolations, launchBrowser, loginAs, openPage } from './support/browser';
import { type E2eServer, startE2eServer } from './support/e2e-server';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([390, 1280] as const)('paying fees by UPI at %i px', (width) => {
  // A server of its own for each width: Kabir pays once on each.
  let server: E2eServer;
  beforeAll(async () => {
    server = await startE2eServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('leads lapsed Kabir to pay, the admin confirms, and he is let in with his receipt without signing in again', async () => {
    const utr = `${width === 390 ? '390' : '128'}123456789`;
    const student = await openPage(browser, server.url, width);
    const admin = await openPage(browser, server.url, width);
    try {
      const { page } = student;
      await loginAs(page, demoAccounts.kabir.email, demoPassword);
      expect(new URL(page.url()).pathname).toBe('/pricing');
      await page.getByText(messages.pricing.renewSteps).waitFor();
      await expect.poll(() => page.getByLabel('Admission code').inputValue()).toMatch(/^[2-9A-Z]{4}-/);
      await expect
        .poll(() => page.getByLabel('Student username').inputValue())
        .toBe(demoAccounts.kabir.email);

      await page.getByRole('button', { name: messages.site.proceedToPay }).click();
      await page.getByRole('heading', { name: 'Pay ₹20,000 · 6 Months' }).waitFor();
      const qr = page.getByRole('img', { name: /UPI QR code to pay ₹20,000/ });
      await qr.waitFor();
      expect(await qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      const upiLink = await page.getByRole('link', { name: 'Pay ₹20,000 in a UPI app' }).getAttribute('href');
      expect(upiLink).toMatch(
        /^upi:\/\/pay\?pa=[^&]+&pn=[^&]+&am=20000\.00&cu=INR&tn=[^&]+&tr=PAY-[2-9A-Z]{8}$/,
      );
      await expectNoSeriousAxeViolations(page);

      await page.getByLabel('UPI transaction reference (UTR)').fill(utr);
      await page.getByRole('button', { name: /send the reference/ }).click();
      await page.getByText(paymentTexts.awaitingVerification).waitFor();

      // The admin finds the UTR among the payments awaiting verification and confirms it.
      await loginAs(admin.page, demoAccounts.admin.email, demoPassword);
      await admin.page.goto('/admin/payments');
      await admin.page.getByText(utr).waitFor();
      await admin.page.getByRole('button', { name: 'Confirm the payment of Kabir Das' }).click();
      await admin.page.getByRole('button', { name: 'Confirm payment' }).click();
      await admin.page.getByText(/Payment of Kabir Das confirmed: receipt SA\//).waitFor();
      await expectNoSeriousAxeViolations(admin.page);

      // Kabir's page follows, and takes him into the student area on the session he has.
      await page.getByText(/^Payment confirmed\. The subscription runs until/).waitFor({ timeout: 20_000 });
      await page.getByText(/^Your subscription ended on/).waitFor({ state: 'hidden' });
      await page.getByRole('link', { name: 'Go to your payments and receipt' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/payments');
      const own = await (await apiAs(server.url, demoAccounts.kabir.email))<StudentPayments>(
        'GET',
        '/student/payments/',
      );
      const paid = own.requests[0];
      expect(paid).toMatchObject({ status: 'paid', utr, amount_minor: 2_000_000 });
      await page.getByText(`Until ${formatCalendarDate(own.valid_until ?? '')}`, { exact: true }).waitFor();
      const receipt = page.getByRole('button', { name: `Download receipt ${paid.receipt_number} (PDF)` });
      await receipt.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
      expect(download.suggestedFilename()).toBe(`receipt-${paid.receipt_number?.replaceAll('/', '-')}.pdf`);
      const mail = (await readOutbox(server)).find((sent) => sent.to === demoAccounts.kabir.email);
      expect(mail?.subject).toBe(paymentTexts.mailSubject(paid.receipt_number ?? ''));
      // The student area's own calls are let in on the same session: the dashboard loads his batch.
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.goto('/dashboard/payments');
      await receipt.waitFor();
      await expectNoSeriousAxeViolations(page);
      expect(student.errors).toEqual([]);

      // The same UTR cannot be claimed again, by anyone.
      const asAsha = await apiAs(server.url, demoAccounts.asha.email);
      const asha = await asAsha<StudentPayments>('GET', '/student/payments/');
      const payer = { username: demoAccounts.asha.email, admission_code: asha.admission_code };
      const request = await asAsha<PaymentRequest>('POST', '/payments/', { ...payer, plan: '6month' });
      await expect(
        asAsha('POST', '/payments/reference/', { ...payer, reference: request.reference, utr }),
      ).rejects.toThrow(/409.*already been used/);
    } finally {
      await admin.close();
      await student.close();
    }
  });
});
