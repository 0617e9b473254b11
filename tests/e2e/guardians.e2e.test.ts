import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
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

      await page.goto('/family/fees');
      const pay = page.getByRole('link', { name: 'Pay fees' });
      await pay.waitFor();
      expect(new URL((await pay.getAttribute('href')) ?? '', server.url).searchParams.get('username')).toBe(
        demoAccounts.rohan.email,
      );
      await page.screenshot({ path: `/tmp/guardian-fees-${width}.png`, fullPage: true });
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
