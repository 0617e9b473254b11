import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoBatches, demoPassword } from '../../mock-server/seed/demo-accounts';
import { admissions } from '../../shared/constants';
import { readOutbox } from '../support/outbox';
import {
  type E2ePage,
  expectNoSeriousAxeViolations,
  loginAs,
  openHydrated,
  openPage,
  withPage,
} from './support/browser';
import type { E2eServer } from './support/e2e-server';
import { startE2eSuite } from './support/e2e-suite';
import { invitationLink, setPasswordAndSignIn } from './support/invitations';

let server: E2eServer;
let browser: Browser;
startE2eSuite((suite) => {
  ({ server, browser } = suite);
});

/**
 * The server refuses a form sent sooner than a person could fill it in; a test types faster than
 * any person, so it waits out what is left of that minimum before sending.
 */
async function sendOnceAPersonCould(page: Page, shownAt: number): Promise<void> {
  const left = admissions.minFillMs + 250 - (Date.now() - shownAt);
  if (left > 0) await page.waitForTimeout(left);
  await page.getByRole('button', { name: 'Send application' }).click();
}

/**
 * Opens an apply page and waits until its form has hydrated: the form counts its fill time from
 * then, and the prerendered form takes input earlier.
 */
async function openForm(page: Page, path: string): Promise<number> {
  await openHydrated(page, path);
  return Date.now();
}

describe.each([390, 1280] as const)('admissions at %i px', (width) => {
  // One family a width, so neither run finds the other's application.
  const family =
    width === 390
      ? { first: 'Ira', last: 'Sen', email: 'ira.sen@example.org' }
      : { first: 'Tara Devi', last: 'Bose', email: 'tara.bose@example.org' };
  const studentName = `${family.first} ${family.last}`;
  let visitor: E2ePage;
  let admin: E2ePage;

  beforeAll(async () => {
    visitor = await openPage(browser, server.url, width);
    admin = await openPage(browser, server.url, width);
  });

  afterAll(async () => {
    expect(visitor.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await visitor?.close();
    await admin?.close();
  });

  it('a visitor applies for Classes 7 to 10 and is given a reference; the confirmation is mailed', async () => {
    const { page } = visitor;
    const shownAt = await openForm(page, '/apply-demo');
    await expectNoSeriousAxeViolations(page);

    // Sent empty: every problem is said under its field, and focus goes to the first.
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText("Enter the student's name.").waitFor();
    expect(
      await page
        .getByRole('textbox', { name: /^Student's full name/ })
        .evaluate((field) => field === document.activeElement),
    ).toBe(true);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('textbox', { name: /^Student's full name/ }).fill(studentName);
    await page.getByRole('combobox', { name: /^Class/ }).selectOption('9');
    await page.getByRole('textbox', { name: /^School/ }).fill('Kendriya Vidyalaya, Aundh');
    await page.getByRole('textbox', { name: /^City/ }).fill('Pune');
    await page.getByRole('textbox', { name: /^Parent's name/ }).fill('Meena Sen');
    await page.getByRole('textbox', { name: /^Parent's mobile/ }).fill('98765 43210');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(family.email);
    await page.getByRole('combobox', { name: /^Programme/ }).selectOption('foundational');
    await page.getByRole('combobox', { name: /^How did you hear of us/ }).selectOption('school');
    await page.getByText('I agree that the academy may contact me').click();
    await sendOnceAPersonCould(page, shownAt);

    const reference = await page.getByTestId('application-reference').textContent();
    expect(reference).toMatch(/^APL-\d{4}-\d{5}$/);
    await page.getByText('Application received').waitFor();
    const mails = await readOutbox(server);
    const confirmation = mails.find((mail) => mail.to === family.email);
    expect(confirmation?.subject).toContain(reference);
    // The receipt carries nothing the applicant typed, so the form cannot mail a stranger their text.
    expect(confirmation?.text).toContain('Foundational');
    expect(confirmation?.text).not.toContain(studentName);
  });

  it('the admin marks it contacted and admits it; the invitation sets a password; the student lands on the dashboard', async () => {
    const { page } = admin;
    await loginAs(page, demoAccounts.admin.email, demoPassword);
    await page.getByRole('link', { name: 'View new applications' }).click();
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: `Open the application of ${studentName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: family.email }).waitFor();

    await dialog.getByLabel('Move to').selectOption('contacted');
    await dialog.getByRole('button', { name: 'Save status' }).click();
    await page.getByText(/is now contacted\.$/).waitFor();
    await dialog.getByLabel('New note').fill('Called Meena; demo week from Monday.');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await dialog.getByRole('listitem').filter({ hasText: 'Called Meena; demo week from Monday.' }).waitFor();
    await expectNoSeriousAxeViolations(page);

    expect(await dialog.getByLabel('First name').inputValue()).toBe(family.first);
    expect(await dialog.getByLabel('Last name').inputValue()).toBe(family.last);
    await dialog.getByLabel('Batch').selectOption({ label: demoBatches.olympiad });
    await dialog.getByRole('button', { name: 'Admit and invite' }).click();
    await dialog.getByText(`Student account: ${studentName} (${family.email})`).waitFor();

    const link = await invitationLink(server, family.email);
    await withPage(browser, server.url, width, async ({ page, errors }) => {
      await setPasswordAndSignIn(page, link, family.email, `learns-maths-at-${width}`);
      expect(errors).toEqual([]);
    });
  });

  it('a student of a government institution applies for the free NEET programme', async () => {
    const { page } = visitor;
    const shownAt = await openForm(page, '/apply-neet');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('textbox', { name: /^Student's full name/ }).fill(`Kavya R ${width}`);
    await page
      .getByRole('textbox', { name: /^Government institution/ })
      .fill('Government Girls HSS, Madurai');
    await page.getByRole('textbox', { name: /^City/ }).fill('Madurai');
    await page.getByRole('textbox', { name: /^Mobile/ }).fill('+91 91234 56789');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(`kavya.${width}@example.org`);
    await page.getByText('I agree that the academy may contact me').click();
    await sendOnceAPersonCould(page, shownAt);
    expect(await page.getByTestId('application-reference').textContent()).toMatch(/^APL-/);
  });
});
