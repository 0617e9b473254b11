import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoBatches, demoPassword } from '../../mock-server/seed/demo-accounts';
import type { AdminBatch, AdminStudent, AdminTeacher } from '../../shared/schemas/admin';
import { apiClient } from '../api/support/api-client';
import { apiAs } from './support/api-as';
import { followAreaLink } from './support/area-navigation';
import { expectNoSeriousAxeViolations, loginAs, openPage, withPage } from './support/browser';
import type { E2eServer } from './support/e2e-server';
import { startE2eSuite } from './support/e2e-suite';
import { acceptInvitation, accessTokenOf, invitationLink, setPasswordAndSignIn } from './support/invitations';
import { signedInPageForBlock } from './support/signed-in-page';

let server: E2eServer;
let browser: Browser;
startE2eSuite((suite) => {
  ({ server, browser } = suite);
});

/** A calendar day `days` from today in UTC (valid_until's zone), as YYYY-MM-DD. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type AdminScreen = 'Overview' | 'Batches' | 'Students' | 'Teachers' | 'Audit log';

/** Opens an admin screen from the area's navigation and waits for its heading. */
async function openScreen(page: Page, screen: AdminScreen): Promise<void> {
  await followAreaLink(page, 'Admin area', screen);
  await page.getByRole('heading', { level: 1, name: screen }).waitFor();
}

/** Opens the screen (checked for serious axe violations) and the dialog its `name` button opens. */
async function openNewDialog(page: Page, screen: AdminScreen, name: string): Promise<Locator> {
  await openScreen(page, screen);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

/** Finds a student on the Students screen by e-mail and opens their manage dialog. */
async function manageStudent(page: Page, email: string, name: string): Promise<Locator> {
  await openScreen(page, 'Students');
  await page.getByLabel('Search').fill(email);
  await page.waitForURL((url) => url.searchParams.get('q') === email);
  await page.getByRole('button', { name: `Manage ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('heading', { name: 'Subscription' }).waitFor();
  return dialog;
}

/** The one row (table row, or card on a phone) that mentions `text`. */
const rowWith = (page: Page, text: string) => page.locator('tr, li').filter({ hasText: text }).last();

describe.each([1280, 390] as const)('the admin area at %i px', (width) => {
  const admin = signedInPageForBlock(
    () => openPage(browser, server.url, width),
    demoAccounts.admin.email,
    demoPassword,
  );
  let adminApi: Awaited<ReturnType<typeof apiAs>>;
  const suffix = `${width}px`;
  const batchName = `Foundation ${suffix}`;
  const student = { first: 'Nila', last: `Menon ${width}`, email: `nila.${width}@example.org` };
  const studentName = `${student.first} ${student.last}`;
  const newPassword = `chalk-and-slate-${width}`;

  beforeAll(async () => {
    adminApi = await apiAs(server.url, demoAccounts.admin.email);
  });

  it('lands the admin on the overview', async () => {
    const { page } = admin;
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.getByText('Active students', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('creates a batch', async () => {
    const { page } = admin;
    const dialog = await openNewDialog(page, 'Batches', 'New batch');
    await dialog.getByRole('button', { name: 'Create batch' }).click();
    await dialog.getByText('Enter the batch name.').waitFor();
    await dialog.getByLabel('Batch name').fill(batchName);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create batch' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Batch ${batchName} created.`).waitFor();
    await rowWith(page, batchName).getByText('Active').waitFor();
  });

  it('creates a student in it, who sets a password from the invitation and lands on /dashboard', async () => {
    const { page } = admin;
    const dialog = await openNewDialog(page, 'Students', 'New student');
    await dialog.getByLabel('First name').fill(student.first);
    await dialog.getByLabel('Last name').fill(student.last);
    await dialog.getByLabel('E-mail').fill(student.email);
    await dialog.getByRole('button', { name: 'Create and invite' }).click();
    await dialog.getByText('Choose a batch.').waitFor();
    await dialog.getByLabel('Batch').selectOption({ label: batchName });
    await dialog.getByLabel('Valid until (optional)').fill(dayFromToday(90));
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create and invite' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${studentName} added. An invitation was sent to ${student.email}.`).waitFor();

    const link = await invitationLink(server, student.email);
    await withPage(browser, server.url, width, async ({ page, errors }) => {
      await setPasswordAndSignIn(page, link, student.email, newPassword);
      expect(errors).toEqual([]);
    });
  });

  it('moves the student to another batch, whose classes and homework they read from then on', async () => {
    const { page } = admin;
    const dialog = await manageStudent(page, student.email, studentName);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByLabel('Move to batch').selectOption({ label: demoBatches.olympiad });
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText(`${studentName} moved to ${demoBatches.olympiad}.`).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await rowWith(page, student.email).getByText(demoBatches.olympiad).waitFor();

    const token = await accessTokenOf(server, student.email, newPassword);
    const batches = await apiClient(server.url)('GET', '/api/student/batches/', { token });
    expect(batches.body.map((batch: { name: string }) => batch.name)).toEqual([demoBatches.olympiad]);
  });

  it('renews a lapsed student, who can then sign in and reach /dashboard', async () => {
    const { page } = admin;
    const lapsed = { first: 'Ravi', last: `Pillai ${width}`, email: `ravi.${width}@example.org` };
    const lapsedName = `${lapsed.first} ${lapsed.last}`;
    const [jee] = (await adminApi<AdminBatch[]>('GET', '/admin/batches/')).filter(
      (batch) => batch.name === demoBatches.jee,
    );
    await adminApi<AdminStudent>('POST', '/admin/students/', {
      email: lapsed.email,
      first_name: lapsed.first,
      last_name: lapsed.last,
      batch_id: jee.id,
      valid_until: dayFromToday(-10),
    });
    await acceptInvitation(server, lapsed.email, newPassword);

    const dialog = await manageStudent(page, lapsed.email, lapsedName);
    await dialog.getByText('Lapsed').waitFor();
    // The date offered is a month from today, as the subscription has ended.
    const renewal = await dialog.getByLabel('Valid until').inputValue();
    expect(renewal > dayFromToday(27) && renewal < dayFromToday(32)).toBe(true);
    await dialog.getByRole('button', { name: 'Renew' }).click();
    await page.getByText(new RegExp(`^${lapsedName} renewed until`)).waitFor();
    await dialog.getByText('Active').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await withPage(browser, server.url, width, async ({ page, errors }) => {
      await loginAs(page, lapsed.email, newPassword);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      expect(errors).toEqual([]);
    });
  });

  it('renews a subscription about to end in one click on the overview', async () => {
    const { page } = admin;
    const ending = { first: 'Tara', last: `Bose ${width}`, email: `tara.${width}@example.org` };
    await adminApi<AdminStudent>('POST', '/admin/students/', {
      email: ending.email,
      first_name: ending.first,
      last_name: ending.last,
      valid_until: dayFromToday(3),
    });
    await openScreen(page, 'Overview');
    const row = rowWith(page, ending.email);
    await row
      .getByRole('button', { name: `Renew 1 month for ${ending.first} ${ending.last}`, exact: false })
      .click();
    await page.getByText(new RegExp(`^${ending.first} ${ending.last} renewed until`)).waitFor();
    // A month on, the subscription no longer ends within the overview's window.
    await row.waitFor({ state: 'detached' });
    await expectNoSeriousAxeViolations(page);
  });

  it('deactivates a teacher, whose next API call is refused', async () => {
    const { page } = admin;
    const teacher = { first: 'Irfan', last: `Sheikh ${width}`, email: `irfan.${width}@example.org` };
    const teacherName = `${teacher.first} ${teacher.last}`;
    await adminApi<AdminTeacher>('POST', '/admin/teachers/', {
      email: teacher.email,
      first_name: teacher.first,
      last_name: teacher.last,
    });
    await acceptInvitation(server, teacher.email, newPassword);
    const token = await accessTokenOf(server, teacher.email, newPassword);
    const call = apiClient(server.url);
    expect((await call('GET', '/api/teacher/batches/', { token })).status).toBe(200);

    await openScreen(page, 'Teachers');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: `Batches of ${teacherName}` }).click();
    const batchesDialog = page.getByRole('dialog', { name: `Batches of ${teacherName}` });
    await batchesDialog.getByText(batchName).click();
    await page.getByText(`${teacherName} now teaches ${batchName}.`).waitFor();
    await expectNoSeriousAxeViolations(page);
    await batchesDialog.getByRole('button', { name: 'Done' }).click();
    await rowWith(page, teacher.email).getByText(batchName).waitFor();

    await page.getByRole('button', { name: `Deactivate ${teacherName}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Deactivate ${teacherName}?`, { exact: false }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText(`${teacherName} deactivated.`).waitFor();
    await rowWith(page, teacher.email).getByText('Deactivated').waitFor();

    expect((await call('GET', '/api/teacher/batches/', { token })).status).toBe(401);
  });

  it('shows each of these changes in the audit log, newest first, filtered by who made them', async () => {
    const { page } = admin;
    await openScreen(page, 'Audit log');
    const filter = page.getByLabel('Changes made by');
    const adminOption = filter.locator('option', { hasText: demoAccounts.admin.email });
    await adminOption.waitFor({ state: 'attached' });
    await filter.selectOption((await adminOption.getAttribute('value')) ?? '');
    await page.waitForURL((url) => url.searchParams.has('person'));
    await expectNoSeriousAxeViolations(page);
    const changes = [
      `Deactivated irfan.${width}@example.org`,
      `Assigned teacher irfan.${width}@example.org`,
      `Renewed student ravi.${width}@example.org`,
      `Moved student ${student.email}`,
      `Added student ${student.email}`,
      `Created batch ${batchName}`,
    ];
    const shown = page.getByRole(width === 390 ? 'listitem' : 'row');
    await shown.filter({ hasText: changes[0] }).first().waitFor();
    const texts = await shown.allInnerTexts();
    const positions = changes.map((change) => texts.findIndex((text) => text.includes(change)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(texts.every((text) => !text.includes('The command line'))).toBe(true);
  });
});
