import { addDays, format, setHours, startOfToday, subDays } from 'date-fns';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoBatches, demoPassword } from '../../mock-server/seed/demo-accounts';
import { messages } from '../../shared/messages';
import { apiAs } from './support/api-as';
import { followAreaLink } from './support/area-navigation';
import { type E2ePage, expectNoSeriousAxeViolations, loginAs, openPage } from './support/browser';
import type { E2eServer } from './support/e2e-server';
import { startE2eSuite } from './support/e2e-suite';
import { signedInPageForBlock } from './support/signed-in-page';

let server: E2eServer;
let browser: Browser;
startE2eSuite((suite) => {
  ({ server, browser } = suite);
});

/** Opens a signed-in page and waits until its first channel socket is open. */
async function openSignedIn(width: 390 | 1280, email: string, path: string): Promise<E2ePage> {
  const opened = await openPage(browser, server.url, width);
  await loginAs(opened.page, email, demoPassword);
  const socket = opened.page.waitForEvent('websocket');
  await opened.page.goto(path);
  await socket;
  return opened;
}

/**
 * Picks a day two days ahead at the given time in the open form's date-time picker, after checking
 * that yesterday cannot be picked.
 */
async function pickDateTime(dialog: Locator, trigger: RegExp, time: string): Promise<void> {
  const triggerButton = dialog.getByRole('button', { name: trigger });
  const shownBefore = await triggerButton.getAttribute('aria-label');
  await triggerButton.click();
  await expectNoSeriousAxeViolations(dialog.page());
  const today = startOfToday();
  if (today.getDate() > 1) {
    const yesterday = dialog.getByRole('button', { name: dayName(subDays(today, 1)) });
    expect(await yesterday.isDisabled()).toBe(true);
    // A real click, bypassing Playwright's wait for an enabled button: the choice must not change.
    await yesterday.click({ force: true });
    expect(await triggerButton.getAttribute('aria-label')).toBe(shownBefore);
  } else {
    // Yesterday is in last month, which the picker does not let you go back to.
    expect(await dialog.getByRole('button', { name: /previous month/i }).isDisabled()).toBe(true);
  }
  const day = addDays(today, 2);
  if (day.getMonth() !== today.getMonth()) await dialog.getByRole('button', { name: /next month/i }).click();
  await dialog.getByRole('button', { name: dayName(day) }).click();
  await dialog.getByLabel('Time', { exact: true }).selectOption(time);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.getByRole('button', { name: new RegExp(`${format(day, 'yyyy-MM-dd')} ${time}`) }).waitFor();
}

/** A calendar day button's name, e.g. 'Friday 22 May 2026'. */
const dayName = (day: Date) => format(day, 'EEEE d MMMM yyyy');

/** Picks a day on the home calendar, going to the next months until it is shown. */
async function pickHomeDay(page: Page, day: Date): Promise<void> {
  const calendar = page.getByRole('region', { name: 'Choose a date' });
  const button = calendar.getByRole('button', { name: dayName(day) });
  await calendar.getByRole('grid').waitFor();
  for (let month = 0; month < 3 && (await button.count()) === 0; month++) {
    await calendar.getByRole('button', { name: /next month/i }).click();
  }
  await button.click();
  await page.getByRole('heading', { name: `Classes on ${format(day, 'MMM dd, yyyy')}` }).waitFor();
}

const navigateTo = (page: Page, label: 'Dashboard' | 'Homework' | 'Classes') =>
  followAreaLink(page, 'Teacher area', label);

type BatchRef = { id: number; name: string };

/** The names on the submission cards, in the order shown (the missing list has cards of its own). */
const headingTexts = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

describe.each([1280, 390] as const)('the teacher area at %i px', (width) => {
  const teacher = signedInPageForBlock(
    () => openPage(browser, server.url, width),
    demoAccounts.teacher.email,
    demoPassword,
  );
  const suffix = `${width}px`;

  it('shows the home screen with the class overview, pending panel and announcement form', async () => {
    const { page } = teacher;
    expect(new URL(page.url()).pathname).toBe('/teacher');
    await page.getByRole('heading', { name: 'Pending Submissions' }).waitFor();
    await page.getByRole('heading', { name: 'Send Announcement' }).waitFor();
    await page.getByRole('button', { name: 'Send Announcement' }).click();
    await page.getByText(messages.teacher.announcementEmpty).waitFor();
    await page.getByRole('textbox', { name: 'Message' }).fill(`Test on Friday (${suffix})`);
    await page.getByRole('button', { name: 'Send Announcement' }).click();
    await page.getByText(messages.teacher.announcementSent).waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('shows the classes of the day picked on the home calendar', async () => {
    const { page } = teacher;
    const teacherApi = await apiAs(server.url, demoAccounts.teacher.email);
    const [batch] = await teacherApi<BatchRef[]>('GET', '/teacher/batches/');
    const classDay = addDays(startOfToday(), 3);
    const topic = `Calendar check ${suffix}`;
    const created = await teacherApi<{ id: number }>('POST', '/classes/', {
      topic,
      batch_id: batch.id,
      start_time: setHours(classDay, 11).toISOString(),
    });
    const classDays = new Set(
      (await teacherApi<{ start_time: string }[]>('GET', '/classes/')).map((item) =>
        format(new Date(item.start_time), 'yyyy-MM-dd'),
      ),
    );
    let freeDay = addDays(classDay, 1);
    while (classDays.has(format(freeDay, 'yyyy-MM-dd'))) freeDay = addDays(freeDay, 1);

    await navigateTo(page, 'Classes');
    await page.getByRole('heading', { name: 'Manage Classes' }).waitFor();
    await navigateTo(page, 'Dashboard');
    await pickHomeDay(page, classDay);
    await page.getByRole('heading', { name: topic }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await pickHomeDay(page, freeDay);
    await page.getByText(messages.teacher.noClassesForDate).waitFor();
    await expectNoSeriousAxeViolations(page);
    await teacherApi('DELETE', `/classes/${created.id}/`);
  });

  it('creates, edits and deletes a class', async () => {
    const { page } = teacher;
    await navigateTo(page, 'Classes');
    await page.getByRole('heading', { name: 'Manage Classes' }).waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Create Class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Class' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(messages.teacher.classCreateFalse).waitFor();

    const topic = `Circles and tangents ${suffix}`;
    await dialog.getByLabel('Topic').fill(topic);
    await dialog.getByLabel('Batch').selectOption({ label: demoBatches.olympiad });
    await pickDateTime(dialog, /^Start Time/, '10:30');
    await dialog.getByLabel('Zoom Link').fill('https://zoom.us/j/123456');
    await dialog.getByLabel('Additional Notes').fill('Bring a compass.');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: topic }).waitFor();

    await page.getByRole('button', { name: `Edit class ${topic}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Class' });
    await editDialog.getByLabel('Topic').waitFor();
    await expectNoSeriousAxeViolations(page);
    await editDialog.getByLabel('Topic').fill(`${topic} (revised)`);
    await editDialog.getByLabel('Status').selectOption({ label: 'Active' });
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await editDialog.waitFor({ state: 'detached' });
    const revised = page.getByRole('heading', { name: `${topic} (revised)` });
    await revised.waitFor();

    await page.getByRole('button', { name: `Delete class ${topic} (revised)` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(messages.teacher.classDeleteConfirm).waitFor();
    await expectNoSeriousAxeViolations(page);
    // The destructive button in its hover state too, on purpose rather than by where the last click fell.
    await expectNoSeriousAxeViolations(page, { hover: confirm.getByRole('button', { name: 'Delete' }) });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await revised.waitFor({ state: 'detached' });
  });

  it('creates homework that only its batch sees arrive, takes feedback to the student live, and deletes it', async () => {
    const { page } = teacher;
    const asha = await openSignedIn(width, demoAccounts.asha.email, '/dashboard/homework');
    const meera = await openSignedIn(width, demoAccounts.meera.email, '/dashboard/homework');
    try {
      await navigateTo(page, 'Homework');
      await page.getByRole('heading', { name: 'Manage Homework' }).waitFor();
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('button', { name: 'Create Homework' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Homework' });
      const title = `Circle theorems ${suffix}`;
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText(messages.teacher.homeworkRequired).waitFor();

      await dialog.getByLabel('Description').fill('Prove theorems 1 to 4.');
      await pickDateTime(dialog, /^Due Date & Time/, '18:45');
      await dialog.getByText(demoBatches.olympiad, { exact: true }).click();
      await dialog.getByLabel('Subject').selectOption('Maths');
      await dialog.getByText('Allow Resubmission').click();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The new card arrives through the teacher's homework socket.
      await page.getByRole('link', { name: title }).waitFor();
      await asha.page.getByRole('heading', { name: title }).waitFor();

      await page.getByRole('button', { name: `Edit homework ${title}` }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Homework' });
      await editDialog.getByLabel('Title').waitFor();
      await expectNoSeriousAxeViolations(page);
      const renamed = `${title} and chords`;
      await editDialog.getByLabel('Title').fill(renamed);
      await editDialog.getByRole('button', { name: 'Save' }).click();
      await editDialog.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: renamed }).waitFor();
      await asha.page.getByRole('heading', { name: renamed }).waitFor();
      // Homework for Meera's batch, set after: once it has arrived, the Olympiad one would have too.
      const teacherApi = await apiAs(server.url, demoAccounts.teacher.email);
      const batches = await teacherApi<BatchRef[]>('GET', '/teacher/batches/');
      const jeeOnly = `Kinematics recap ${suffix}`;
      await teacherApi('POST', '/homework/', {
        title: jeeOnly,
        due_date: addDays(new Date(), 4).toISOString(),
        batch_ids: batches.filter((batch) => batch.name === demoBatches.jee).map((batch) => batch.id),
      });
      await meera.page.getByRole('heading', { name: jeeOnly }).waitFor();
      expect(await meera.page.getByRole('heading', { name: new RegExp(title) }).count()).toBe(0);

      // Asha hands in; the teacher reviews it and she sees the feedback without reloading.
      const ashaCard = asha.page
        .getByRole('article')
        .filter({ has: asha.page.getByRole('heading', { name: renamed }) });
      await ashaCard.getByRole('button', { name: 'Submit homework' }).click();
      await ashaCard.getByLabel('Google Drive link').fill('https://drive.google.com/file/d/asha-circles');
      await ashaCard.getByRole('button', { name: 'Submit', exact: true }).click();
      await ashaCard.getByText('Submitted', { exact: true }).waitFor();

      await page.getByRole('link', { name: renamed }).click();
      await page.getByRole('heading', { name: 'Homework Submissions' }).waitFor();
      const submission = page.getByRole('article').filter({ hasText: 'Asha Verma' });
      await submission.getByText('Pending Review').waitFor();
      await submission.getByRole('button', { name: 'Give Feedback' }).click();
      const feedback = page.getByRole('dialog', { name: 'Feedback for Asha' });
      await feedback
        .getByPlaceholder(messages.teacher.feedbackPlaceholder)
        .fill('Neat proofs; label the radii.');
      await feedback.getByLabel('Grade (optional)').fill('9');
      await feedback.getByRole('button', { name: 'Submit' }).click();
      await feedback.waitFor({ state: 'detached' });
      await submission.getByText('Feedback Given').waitFor();

      // Feedback is offered once given: the card learns it live.
      await ashaCard.getByText(messages.student.feedbackGiven).waitFor();
      await ashaCard.getByRole('button', { name: 'View feedback' }).click();
      await asha.page.getByRole('dialog').getByText('Neat proofs; label the radii.').waitFor();

      await navigateTo(page, 'Homework');
      await page.getByRole('button', { name: `Delete homework ${renamed}` }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(messages.teacher.homeworkDeleteConfirm).waitFor();
      await expectNoSeriousAxeViolations(page);
      // The destructive button in its hover state too, on purpose rather than by where the last click fell.
      await expectNoSeriousAxeViolations(page, { hover: confirm.getByRole('button', { name: 'Delete' }) });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('link', { name: renamed }).waitFor({ state: 'detached' });
      expect(asha.errors).toEqual([]);
      expect(meera.errors).toEqual([]);
    } finally {
      await asha.close();
      await meera.close();
    }
  });

  it('filters and sorts submissions, and gives and edits feedback', async () => {
    const teacherApi = await apiAs(server.url, demoAccounts.teacher.email);
    const batches = await teacherApi<BatchRef[]>('GET', '/teacher/batches/');
    const homework = await teacherApi<{ id: number }>('POST', '/homework/', {
      title: `Probability basics ${suffix}`,
      due_date: addDays(new Date(), 3).toISOString(),
      batch_ids: batches.map((batch) => batch.id),
    });
    for (const student of [demoAccounts.meera, demoAccounts.rohan]) {
      const studentApi = await apiAs(server.url, student.email);
      await studentApi('POST', '/submissions/', {
        homework: homework.id,
        drive_link: `https://drive.google.com/file/d/${student.firstName}`,
      });
    }

    const { page } = teacher;
    await page.goto(`/teacher/homework/${homework.id}/submissions`);
    await page.getByRole('heading', { name: /Rohan Iyer/ }).waitFor();
    await expectNoSeriousAxeViolations(page);
    // Newest first: Rohan handed in after Meera.
    expect(await headingTexts(page)).toEqual(['Rohan Iyer (Olympiad 9A)', 'Meera Khan (JEE 10B)']);
    const meeraLink = page
      .getByRole('article')
      .filter({ hasText: 'Meera Khan' })
      .getByRole('link', {
        name: /View Submission/,
      });
    expect(await meeraLink.getAttribute('target')).toBe('_blank');

    await page.getByLabel('Batch').selectOption({ label: demoBatches.jee });
    expect(await headingTexts(page)).toEqual(['Meera Khan (JEE 10B)']);
    await page.getByLabel('Batch').selectOption({ label: 'All' });

    for (const [name, grade] of [
      ['Meera', '6'],
      ['Rohan', '9'],
    ] as const) {
      await page
        .getByRole('article')
        .filter({ hasText: name })
        .getByRole('button', { name: 'Give Feedback' })
        .click();
      const dialog = page.getByRole('dialog', { name: `Feedback for ${name}` });
      await dialog
        .getByPlaceholder(messages.teacher.feedbackPlaceholder)
        .fill(`Feedback for ${name}'s answers`);
      await dialog.getByLabel('Grade (optional)').fill(grade);
      if (name === 'Meera') await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    await page.getByLabel('Sort by').selectOption({ label: 'Grade (Lowest)' });
    expect(await headingTexts(page)).toEqual(['Meera Khan (JEE 10B)', 'Rohan Iyer (Olympiad 9A)']);
    await page.getByLabel('Sort by').selectOption({ label: 'Grade (Highest)' });
    expect(await headingTexts(page)).toEqual(['Rohan Iyer (Olympiad 9A)', 'Meera Khan (JEE 10B)']);
    await page.getByLabel('Sort by').selectOption({ label: 'Submission Date (Oldest)' });
    expect(await headingTexts(page)).toEqual(['Meera Khan (JEE 10B)', 'Rohan Iyer (Olympiad 9A)']);

    const meeraCard = page.getByRole('article').filter({ hasText: 'Meera Khan' });
    await meeraCard.getByRole('button', { name: 'Edit Feedback' }).click();
    const edit = page.getByRole('dialog', { name: 'Feedback for Meera' });
    await edit
      .getByPlaceholder(messages.teacher.feedbackPlaceholder)
      .fill('Revised: check question 4 again.');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await edit.waitFor({ state: 'detached' });
    await meeraCard.getByText('Revised: check question 4 again.').waitFor();
  });
});
