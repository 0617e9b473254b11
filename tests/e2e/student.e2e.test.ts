import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../client/lib/dates';
import { demoAccounts, demoBatches, demoPassword } from '../../mock-server/seed/demo-accounts';
import { layout } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { Batch } from '../../shared/schemas/batches';
import type { NextClass } from '../../shared/schemas/classes';
import type { Homework } from '../../shared/schemas/homework';
import { channels } from '../../shared/socket';
import { apiAs } from './support/api-as';
import {
  type E2ePage,
  expectNoSeriousAxeViolations,
  launchBrowser,
  loginAs,
  openPage,
} from './support/browser';
import { type E2eServer, startE2eServer } from './support/e2e-server';
import { trackOpenSockets, waitForOpenSocket } from './support/open-sockets';

// The seeded homework of Asha's batch this file works with.
const openHomework = 'Motion graphs problem set';
const resubmittableHomework = 'Divisibility and remainders worksheet';
// A 1×1 PNG: the smallest photo the server accepts.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Resolves once the page has an open socket on exactly the channel `path`. */
function waitForChannel(page: Page, path: string) {
  return waitForOpenSocket(page, new RegExp(`^${path}$`));
}

/** The 'MMM DD, YYYY' and 'hh:mm A' (docs/behaviour.md#screens) of an instant in a time zone, worked out apart from the app. */
function classDateAndTime(instant: string, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.month} ${parts.day}, ${parts.year}`,
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod}`,
  };
}

const card = (page: Page, title: string): Locator => page.getByRole('article', { name: title });
/** How wide the image turned out once loaded: 0 while loading or when it failed. */
const loadedWidth = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
const cardTitles = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

describe.each([1280, 390] as const)('the student area at %i px', (width) => {
  let server: E2eServer;
  let asStudent: Awaited<ReturnType<typeof apiAs>>;
  let asTeacher: Awaited<ReturnType<typeof apiAs>>;
  let opened: E2ePage;
  let page: Page;

  beforeAll(async () => {
    // A server per width: the submissions made at one width must not be there at the other.
    server = await startE2eServer();
    [asStudent, asTeacher] = await Promise.all([
      apiAs(server.url, demoAccounts.asha.email),
      apiAs(server.url, demoAccounts.teacher.email),
    ]);
    opened = await openPage(browser, server.url, width);
    page = opened.page;
    await trackOpenSockets(page);
    await loginAs(page, demoAccounts.asha.email, demoPassword);
  });

  afterAll(async () => {
    await opened?.close();
    await server?.stop();
  });

  it('lands on the dashboard with the greeting and the next class with its Join Class link', async () => {
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByRole('heading', { name: `Welcome back, ${demoAccounts.asha.firstName}!` }).waitFor();
    const nextClass = await asStudent<NextClass>('GET', '/student/next-class/');
    const classCard = page.getByRole('region', { name: 'Next class' });
    await classCard.getByText(nextClass.topic).waitFor();
    const join = classCard.getByRole('link', { name: messages.student.joinClass });
    expect(await join.getAttribute('href')).toBe(nextClass.zoom_link);
    expect(await join.getAttribute('target')).toBe('_blank');
    await page
      .getByRole('region', { name: 'Latest homework' })
      .getByRole('link', { name: 'View all homework' })
      .waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it("shows the next class's date and time in the browser's time zone", async () => {
    // India is 5 h 30 min from UTC: a date or time read in the wrong zone cannot match by chance.
    const timezoneId = 'Asia/Kolkata';
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width, height: 900 },
      timezoneId,
    });
    try {
      const indiaPage = await context.newPage();
      await loginAs(indiaPage, demoAccounts.asha.email, demoPassword);
      const nextClass = await asStudent<NextClass>('GET', '/student/next-class/');
      const expected = classDateAndTime(nextClass.start_time, timezoneId);
      const classCard = indiaPage.getByRole('region', { name: 'Next class' });
      await classCard.getByText(nextClass.topic).waitFor();
      await classCard.getByText(expected.date, { exact: true }).waitFor();
      await classCard.getByText(expected.time, { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('filters the homework by subject and sorts it', async () => {
    await page.getByRole('link', { name: 'Homework', exact: true }).filter({ visible: true }).click();
    await page.getByRole('heading', { name: 'Homework', level: 1 }).waitFor();
    const homework = await asStudent<Homework[]>('GET', '/homework/');
    await card(page, homework[0].title).waitFor();
    expect(await cardTitles(page)).toHaveLength(homework.length);

    await page.getByLabel('Subject').selectOption('Physics');
    const physics = homework.filter((item) => item.subject === 'Physics').map((item) => item.title);
    await expect.poll(() => cardTitles(page).then((titles) => titles.sort())).toEqual(physics.sort());

    await page.getByLabel('Subject').selectOption('all');
    await page.getByLabel('Sort by').selectOption('oldest');
    const oldestFirst = [...homework].sort(
      (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id,
    );
    await expect.poll(() => cardTitles(page)).toEqual(oldestFirst.map((item) => item.title));

    await page.getByLabel('Sort by').selectOption('status');
    const statusOrder = ['Open', 'Deadline Passed', 'Submitted', 'Closed'];
    const badges = await page.getByRole('article').locator('.chakra-badge').allTextContents();
    const ranks = badges
      .filter((text) => statusOrder.includes(text))
      .map((text) => statusOrder.indexOf(text));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBeGreaterThan(2);
    await page.getByLabel('Sort by').selectOption('latest');
    await expectNoSeriousAxeViolations(page);
  });

  it('lays the homework out in two columns from 820 px and in one below', async () => {
    const firstTwoSideBySide = () =>
      page
        .getByRole('article')
        .evaluateAll(
          (cards) => cards[0].getBoundingClientRect().top === cards[1].getBoundingClientRect().top,
        );
    expect(await firstTwoSideBySide()).toBe(width >= layout.mobileBreakpointPx);
    try {
      await page.setViewportSize({ width: layout.mobileBreakpointPx, height: 900 });
      await expect.poll(firstTwoSideBySide).toBe(true);
      await page.setViewportSize({ width: layout.mobileBreakpointPx - 1, height: 900 });
      await expect.poll(firstTwoSideBySide).toBe(false);
    } finally {
      await page.setViewportSize({ width, height: 900 });
    }
  });

  it('refuses a blank or non-URL link with the invalid-link message, then submits a drive link', async () => {
    const homeworkCard = card(page, openHomework);
    await homeworkCard.getByRole('button', { name: 'Submit homework' }).click();
    const field = homeworkCard.getByLabel('Google Drive link');
    await homeworkCard.getByRole('button', { name: 'Submit', exact: true }).click();
    await homeworkCard.getByText(messages.student.invalidDriveLink).waitFor();

    await field.fill('my homework folder');
    await homeworkCard.getByRole('button', { name: 'Submit', exact: true }).click();
    await homeworkCard.getByText(messages.student.invalidDriveLink).waitFor();
    await expectNoSeriousAxeViolations(page);

    const link = `https://drive.google.com/file/d/motion-${width}/view`;
    await field.fill(link);
    await homeworkCard.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText(messages.student.homeworkSubmitted).first().waitFor();
    await homeworkCard.getByText('Submitted', { exact: true }).waitFor();
    expect(await homeworkCard.getByRole('link', { name: /view my submission/i }).getAttribute('href')).toBe(
      link,
    );
    // An assignment that allows no resubmission offers none.
    expect(await homeworkCard.getByRole('button', { name: 'Resubmit' }).count()).toBe(0);
  });

  it('resubmits a new link over the existing submission', async () => {
    const homeworkCard = card(page, resubmittableHomework);
    await homeworkCard.getByRole('button', { name: 'Resubmit' }).click();
    const link = `https://drive.google.com/file/d/divisibility-v2-${width}/view`;
    await homeworkCard.getByLabel('Google Drive link').fill(link);
    await homeworkCard.getByRole('button', { name: 'Resubmit', exact: true }).click();
    await expect
      .poll(async () => homeworkCard.getByRole('link', { name: /view my submission/i }).getAttribute('href'))
      .toBe(link);
    const stored = (await asStudent<Homework[]>('GET', '/homework/')).find(
      (item) => item.title === resubmittableHomework,
    );
    expect(stored?.submissions[0].drive_link).toBe(link);
  });

  it('shows on the card and the dashboard, without a reload, that the work was graded', async () => {
    const homework = (await asStudent<Homework[]>('GET', '/homework/')).find(
      (item) => item.title === resubmittableHomework,
    );
    if (!homework) throw new Error(`${resubmittableHomework} is not seeded`);
    await waitForChannel(page, channels.homeworkSubmissions(homework.id));
    const homeworkCard = card(page, resubmittableHomework);
    await homeworkCard.getByText('Submitted', { exact: true }).waitFor();
    // Nothing to read yet: no feedback button, no feedback badge.
    expect(await homeworkCard.getByRole('button', { name: 'View feedback' }).count()).toBe(0);
    expect(await homeworkCard.getByText(messages.student.feedbackGiven).count()).toBe(0);

    const feedback = `Good use of the remainder theorem (${width}).`;
    await asTeacher('POST', `/submissions/${homework.submissions[0].id}/feedback/`, {
      feedback,
      grade: 'A-',
    });
    await homeworkCard.getByText(messages.student.feedbackGiven).waitFor();
    await homeworkCard.getByText('Submitted', { exact: true }).waitFor();
    await homeworkCard.getByText(messages.student.gradeLabel('A-')).waitFor();
    await homeworkCard.getByText(`“${feedback}”`).waitFor();
    await homeworkCard.getByRole('button', { name: 'View feedback' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(feedback).waitFor();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The dashboard lists it, and takes the next feedback live.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).filter({ visible: true }).click();
    const recent = page.getByRole('region', { name: 'Recent feedback' });
    await recent.getByText(resubmittableHomework).waitFor();
    await recent.getByText(messages.student.gradeLabel('A-')).waitFor();
    const motion = (await asStudent<Homework[]>('GET', '/homework/')).find(
      (item) => item.title === openHomework,
    );
    if (!motion?.submissions[0]) throw new Error(`${openHomework} was not handed in`);
    await waitForChannel(page, channels.homeworkSubmissions(motion.id));
    await asTeacher('POST', `/submissions/${motion.submissions[0].id}/feedback/`, {
      feedback: 'Label the axes.',
      grade: 'B',
    });
    await recent.getByText(openHomework).waitFor();
    await recent.getByText('“Label the axes.”').waitFor();
    // What is handed in is no longer the latest homework to do.
    const latest = page.getByRole('region', { name: 'Latest homework' });
    await latest.getByRole('link', { name: 'View all homework' }).waitFor();
    expect(await latest.getByText(openHomework).count()).toBe(0);
    expect(await latest.getByText(resubmittableHomework).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Homework', exact: true }).filter({ visible: true }).click();
    await page.getByRole('heading', { name: 'Homework', level: 1 }).waitFor();
  });

  it('shows homework the teacher creates without a reload', async () => {
    const batches = await asTeacher<Batch[]>('GET', '/teacher/batches/');
    const batch = batches.find((item) => item.name === demoBatches.olympiad);
    if (!batch) throw new Error(`${demoBatches.olympiad} is not seeded`);
    await waitForChannel(page, channels.batchHomework(batch.id));
    const title = `Live worksheet at ${width} px`;
    await asTeacher('POST', '/homework/', {
      title,
      description: 'Made while the student was watching.',
      due_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      batch_ids: [batch.id],
      subject: 'Maths',
    });
    await card(page, title).getByText('Open', { exact: true }).waitFor();
    expect((await cardTitles(page))[0]).toBe(title);
  });

  it('saves a new profile photo that is still there after a reload', async () => {
    await page.getByRole('link', { name: 'My profile' }).click();
    await page.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();
    await page.getByLabel('First name').waitFor();
    await expectNoSeriousAxeViolations(page);

    const formPicture = page.getByRole('form', { name: 'Profile' }).locator('img');
    await page
      .getByLabel('Profile picture')
      .setInputFiles({ name: 'asha.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByText('Selected: asha.png').waitFor();
    // The preview is the chosen file itself, shown before anything is saved.
    await expect.poll(() => formPicture.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => loadedWidth(formPicture)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(messages.student.profileUpdated).first().waitFor();

    await page.reload();
    const stored = await asStudent<{ profile_picture: string | null }>('GET', '/profile/');
    if (!stored.profile_picture) throw new Error('The photo was not stored');
    for (const picture of [formPicture, page.getByRole('link', { name: 'My profile' }).locator('img')]) {
      await expect.poll(() => picture.getAttribute('src')).toBe(stored.profile_picture);
      await expect.poll(() => loadedWidth(picture)).toBeGreaterThan(0);
    }
  });

  it('refuses to save without a first name', async () => {
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('First name is required.').waitFor();
    await page.getByLabel('First name').fill(demoAccounts.asha.firstName);
  });

  it('has the notifications placeholder page', async () => {
    await page.goto('/dashboard/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await expectNoSeriousAxeViolations(page);
    expect(opened.errors).toEqual([]);
  });

  it('works from the keyboard: the skip link, the filters and a feedback dialog', async () => {
    await page.goto('/dashboard/homework');
    const viewFeedback = card(page, resubmittableHomework).getByRole('button', { name: 'View feedback' });
    await viewFeedback.waitFor();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return { tag: element?.tagName, text: element?.textContent?.trim(), label: element?.ariaLabel };
      });

    await page.keyboard.press('Tab');
    expect((await focused()).text).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect((await focused()).tag).toBe('SELECT');

    // On to the card's button, one Tab at a time as a keyboard user would.
    for (
      let presses = 0;
      presses < 60 && !(await viewFeedback.evaluate((button) => button === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await viewFeedback.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('sends a lapsed student to /pricing and tells him there when it ended, what to do and whom to ask', async () => {
    const lapsed = await openPage(browser, server.url, width);
    const hydrationErrors: string[] = [];
    lapsed.page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
    });
    try {
      await loginAs(lapsed.page, demoAccounts.kabir.email, demoPassword);
      expect(new URL(lapsed.page.url()).pathname).toBe('/pricing');
      const validUntil = await lapsed.page.evaluate(
        () => JSON.parse(localStorage.getItem('user') ?? '{}').valid_until as string,
      );
      const ended = messages.pricing.subscriptionEnded(formatCalendarDate(validUntil));
      await lapsed.page.getByText(ended).waitFor();
      await lapsed.page.getByText(messages.pricing.renewSteps).waitFor();
      await expect
        .poll(() => lapsed.page.getByLabel('Student username').inputValue())
        .toBe(demoAccounts.kabir.email);

      // Opened afresh, the prerendered page hydrates first, then adds the notice: no mismatch.
      await lapsed.page.reload();
      await lapsed.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await lapsed.page.getByText(ended).waitFor();
      await expectNoSeriousAxeViolations(lapsed.page);
      expect(hydrationErrors).toEqual([]);
      expect(lapsed.errors).toEqual([]);
    } finally {
      await lapsed.close();
    }
  });
});
