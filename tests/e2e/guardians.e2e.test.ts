import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoBatches, demoPassword } from '../../mock-server/seed/demo-accounts';
import { apiAs } from './support/api-as';
import { followAreaLink } from './support/area-navigation';
import { expectNoSeriousAxeViolations, loginAs, openHydrated, openPage } from './support/browser';
import type { E2eServer } from './support/e2e-server';
import { startE2eSuite } from './support/e2e-suite';

let server: E2eServer;
let browser: Browser;
startE2eSuite((suite) => {
  ({ server, browser } = suite);
});

type Children = { children: { id: number; first_name: string }[] };

/** Rohan joins Asha in the demo guardian's account, with the pairing code from his profile. */
async function linkRohan() {
  const guardianApi = await apiAs(server.url, demoAccounts.parent.email);
  const { children } = await guardianApi<Children>('GET', '/guardian/children/');
  if (children.some((child) => child.first_name === demoAccounts.rohan.firstName)) return;
  const rohanApi = await apiAs(server.url, demoAccounts.rohan.email);
  const { code } = await rohanApi<{ code: string }>('POST', '/profile/pairing-code/');
  await guardianApi('POST', '/guardian/children/', { code });
}

/** A test of Asha's batch that releases on submit, sat by Asha: its result is hers to see, and so her guardian's. */
async function ashaSatATest(title: string) {
  const teacherApi = await apiAs(server.url, demoAccounts.teacher.email);
  const batches = await teacherApi<{ id: number; name: string }[]>('GET', '/teacher/batches/');
  const batch = batches.find((item) => item.name === demoBatches.olympiad);
  const question = await teacherApi<{ id: number }>('POST', '/questions/', {
    kind: 'single',
    text: 'What is $2 + 2$?',
    options: ['3', '4', '5'],
    key: { choices: [1] },
  });
  const test = await teacherApi<{ id: number }>('POST', '/tests/', {
    title,
    batch_ids: [batch?.id],
    opens_at: new Date(Date.now() - 60_000).toISOString(),
    closes_at: new Date(Date.now() + 3_600_000).toISOString(),
    duration_minutes: 30,
    release: 'on_submit',
    status: 'published',
    sections: [{ title: 'Arithmetic', correct_marks: 4, wrong_marks: -1, question_ids: [question.id] }],
  });
  const ashaApi = await apiAs(server.url, demoAccounts.asha.email);
  const attempt = await ashaApi<{ id: number }>('POST', `/tests/${test.id}/attempt/`);
  await ashaApi('POST', `/attempts/${attempt.id}/submit/`);
}

describe.each([390, 1280] as const)('the guardian area at %i px', (width) => {
  it('a guardian signs in, picks a child and sees their progress report with attendance', async () => {
    await linkRohan();
    const opened = await openPage(browser, server.url, width);
    const { page } = opened;
    try {
      await loginAs(page, demoAccounts.parent.email, demoPassword);
      expect(new URL(page.url()).pathname).toBe('/family');
      const picker = page.getByRole('combobox', { name: 'Child' });
      await picker.selectOption({ label: `${demoAccounts.asha.firstName} ${demoAccounts.asha.lastName}` });
      await page.getByRole('heading', { name: `Overview: ${demoAccounts.asha.firstName}` }).waitFor();
      await page.getByRole('region', { name: 'Attendance' }).getByText('100%').waitFor();
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `/tmp/guardian-overview-${width}.png`, fullPage: true });

      // Phones reach it from the bottom bar's More, wider screens from the sidebar.
      await followAreaLink(page, 'Guardian area', 'Progress');
      const report = page.getByRole('heading', {
        name: new RegExp(`${demoAccounts.asha.firstName} ${demoAccounts.asha.lastName}`),
        level: 1,
      });
      await report.waitFor();
      const attendance = page.getByRole('region', { name: 'Attendance', exact: true });
      await expect.poll(() => attendance.getByTestId('attendance-percentage').textContent()).toBe('100%');
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `/tmp/guardian-progress-${width}.png`, fullPage: true });

      // The other child: the same page follows the pick.
      await picker.selectOption({ label: `${demoAccounts.rohan.firstName} ${demoAccounts.rohan.lastName}` });
      await page
        .getByRole('heading', {
          name: new RegExp(`${demoAccounts.rohan.firstName} ${demoAccounts.rohan.lastName}`),
        })
        .waitFor();
      await expect.poll(() => attendance.getByTestId('attendance-percentage').textContent()).not.toBe('100%');

      // Fees: the child's Payments page, and paying for that child on /pricing with both filled in.
      await page.goto('/family/fees');
      await page.getByRole('heading', { name: `Fees: ${demoAccounts.rohan.firstName}` }).waitFor();
      const code = page.getByLabel(/^Admission code /);
      await code.waitFor();
      const admissionCode = (await code.textContent()) ?? '';
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `/tmp/guardian-fees-${width}.png`, fullPage: true });
      await page.getByRole('link', { name: 'Pay fees' }).click();
      await expect
        .poll(() => page.getByLabel('Student username').inputValue())
        .toBe(demoAccounts.rohan.email);
      await expect.poll(() => page.getByLabel('Admission code').inputValue()).toBe(admissionCode);
      expect(page.url()).not.toContain(admissionCode);
      await page.getByRole('button', { name: 'Proceed to Pay' }).click();
      await page.getByLabel('UPI transaction reference (UTR)').waitFor();
      await page.screenshot({ path: `/tmp/guardian-pay-${width}.png`, fullPage: true });

      // Tests: the child's released result, as the child sees it.
      const testTitle = `Guardian sees ${width}`;
      await ashaSatATest(testTitle);
      await page.goto('/family/tests');
      await picker.selectOption({ label: `${demoAccounts.asha.firstName} ${demoAccounts.asha.lastName}` });
      const card = page.getByRole('article', { name: testTitle });
      await card.getByRole('link', { name: 'View result' }).click();
      await page.getByRole('heading', { name: testTitle, level: 1 }).waitFor();
      await page.getByText('0 / 4', { exact: true }).first().waitFor();
      await page.getByText('1 of 1', { exact: true }).waitFor();
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `/tmp/guardian-result-${width}.png`, fullPage: true });
      await page.goto('/family/settings');
      await page.getByRole('heading', { name: 'Mails about Asha Verma' }).waitFor();
      await page.getByLabel('Weekly summary, on Monday mornings').first().waitFor({ state: 'attached' });
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `/tmp/guardian-settings-${width}.png`, fullPage: true });
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('the sign-up page with a pairing code', async () => {
    const opened = await openPage(browser, server.url, width);
    try {
      await openHydrated(opened.page, '/join-family');
      await opened.page.getByRole('heading', { name: 'Join as a guardian' }).waitFor();
      await expectNoSeriousAxeViolations(opened.page);
      await opened.page.screenshot({ path: `/tmp/guardian-join-${width}.png`, fullPage: true });
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
