import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../client/lib/dates';
import { coverageOf } from '../../mock-server/domain/payments/pricing';
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
import { messages } from '../../shared/messages';
import { paymentTexts } from '../../shared/payments';
import type { PaymentRequest, StudentPayments } from '../../shared/schemas/payments';
import { readOutbox } from '../support/outbox';
import { apiAs } from './support/api-as';
import { expectNoSeriousAxeViolations, launchBrowser, loginAs, openPage } from './support/browser';
import { type E2eServer, startE2eServer } from './support/e2e-server';

let browser: Browser;

// The smallest PNG, as a phone's screenshot would be sent.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A full-page picture for a person to look at, when E2E_SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

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
      await page.getByLabel('Screenshot of the payment (optional)').setInputFiles({
        name: 'gpay.png',
        mimeType: 'image/png',
        buffer: png,
      });
      await page.getByText('Selected: gpay.png').waitFor();
      await shoot(page, `pay-panel-${width}`);
      await page.getByRole('button', { name: /send the reference/ }).click();
      await page.getByText(paymentTexts.awaitingVerification).waitFor();

      // The admin finds the UTR among the payments awaiting verification and confirms it.
      await loginAs(admin.page, demoAccounts.admin.email, demoPassword);
      await admin.page.goto('/admin/payments');
      await admin.page.getByText(utr).waitFor();
      await admin.page.getByRole('button', { name: 'Screenshot from Kabir Das' }).click();
      const shown = admin.page.getByRole('img', { name: new RegExp(`UTR ${utr}`) });
      await shown.waitFor();
      expect(await shown.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1);
      await admin.page.getByRole('button', { name: 'Close' }).last().click();
      await admin.page.getByRole('heading', { name: 'Reports' }).waitFor();
      await shoot(admin.page, `admin-payments-${width}`);
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
      expect(paid).toMatchObject({ status: 'paid', utr, amount_minor: 2_000_000, has_screenshot: true });
      // Six more months from today, since his subscription had lapsed.
      expect(paid.covers_until).toBe(coverageOf(null, new Date().toISOString().slice(0, 10), 6).until);
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

  it('shows a student the end of their subscription from two weeks before, with the way to pay', async () => {
    const asAdmin = await apiAs(server.url, demoAccounts.admin.email);
    const students = await asAdmin<{ items: { id: number; email: string }[] }>(
      'GET',
      `/admin/students/?q=${encodeURIComponent(demoAccounts.meera.email)}`,
    );
    const meera = students.items[0];
    const ends = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await asAdmin('POST', `/admin/students/${meera.id}/renew/`, { valid_until: ends });
    const student = await openPage(browser, server.url, width);
    try {
      const { page } = student;
      await loginAs(page, demoAccounts.meera.email, demoPassword);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      const card = page.getByRole('region', { name: 'Your subscription' });
      await card.getByText(`Your subscription ends on ${formatCalendarDate(ends)} (in 5 days).`).waitFor();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, `dashboard-renewal-${width}`);
      await card.getByRole('link', { name: 'Pay fees to renew' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/payments');
      expect(student.errors).toEqual([]);
    } finally {
      await student.close();
    }
  });
});
