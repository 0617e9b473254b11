import { eq, sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { guardians, users } from '../../mock-server/db/schema';
import { demoAccounts, demoBatches, demoPassword } from '../../mock-server/seed/demo-accounts';
import { preferencesUi } from '../../shared/notifications';
import { apiAs } from './support/api-as';
import {
  type E2ePage,
  expectNoSeriousAxeViolations,
  loginAs,
  openHydrated,
  openPage,
} from './support/browser';
import type { E2eServer } from './support/e2e-server';
import { startE2eSuite } from './support/e2e-suite';

let server: E2eServer;
let browser: Browser;
startE2eSuite((suite) => {
  ({ server, browser } = suite);
});

type Batch = { id: number; name: string };

/** Homework of Olympiad 9A handed in by the student, made for one test so the two widths never meet. */
async function handedInWork(studentEmail: string, title: string) {
  const teacherApi = await apiAs(server.url, demoAccounts.teacher.email);
  const batches = await teacherApi<Batch[]>('GET', '/teacher/batches/');
  const olympiad = batches.find((batch) => batch.name === demoBatches.olympiad) as Batch;
  const work = await teacherApi<{ id: number }>('POST', '/homework/', {
    title,
    due_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    batch_ids: [olympiad.id],
  });
  const studentApi = await apiAs(server.url, studentEmail);
  const submission = await studentApi<{ id: number }>('POST', '/submissions/', {
    homework: work.id,
    drive_link: 'https://drive.google.com/file/d/notified',
  });
  return { teacherApi, submissionId: submission.id };
}

const bellName = /^Notifications, (none|\d+) unread$/;
const countIn = (name: string) => {
  const match = bellName.exec(name);
  if (!match) throw new Error(`not the bell's name: ${name}`);
  return match[1] === 'none' ? 0 : Number(match[1]);
};

describe('notifications: the bell and the page', () => {
  for (const [width, student] of [
    [390, demoAccounts.asha],
    [1280, demoAccounts.rohan],
  ] as const) {
    it(`at ${width} px: a grade raises the bell live, shows unread on the page, and is marked read`, async () => {
      const title = `Graded live ${width}`;
      const { teacherApi, submissionId } = await handedInWork(student.email, title);
      let opened: E2ePage | undefined;
      try {
        opened = await openPage(browser, server.url, width);
        const { page } = opened;
        await loginAs(page, student.email, demoPassword);
        const socket = page.waitForEvent('websocket', (ws) =>
          /^\/ws\/notifications\/\d+\/$/.test(new URL(ws.url()).pathname),
        );
        await page.goto('/dashboard/notifications');
        await socket;
        // The bell's socket opens with the area's shell, before the screen is drawn.
        await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
        const bell = page.getByRole('link', { name: bellName });
        // The new homework is unread already: the grade comes on top of whatever the count is.
        await page.getByRole('link', { name: `Unread: New homework: "${title}"`, exact: false }).waitFor();
        const before = countIn((await bell.getAttribute('aria-label')) ?? '');
        expect(before).toBeGreaterThan(0);

        await teacherApi('POST', `/submissions/${submissionId}/feedback/`, {
          feedback: 'Neat work.',
          grade: 'A',
        });

        await page.getByRole('link', { name: `Notifications, ${before + 1} unread` }).waitFor();
        const graded = page.getByRole('link', { name: `Unread: Your work on "${title}" was graded: A.` });
        await graded.waitFor();
        await expectNoSeriousAxeViolations(page);

        const item = page.getByRole('listitem').filter({ has: graded });
        await item.getByRole('button', { name: /^Mark as read/ }).click();
        await page.getByRole('link', { name: `Notifications, ${before} unread` }).waitFor();
        await page
          .getByRole('link', { name: `Your work on "${title}" was graded: A.`, exact: true })
          .waitFor();
        expect(await graded.count()).toBe(0);

        // Its link leads to the homework it is about.
        await page.getByRole('link', { name: `Your work on "${title}" was graded: A.`, exact: true }).click();
        await page.waitForURL('**/dashboard/homework');
        expect(opened.errors).toEqual([]);
      } finally {
        await opened?.close();
      }
    });
  }
});

describe('notifications: the settings page', () => {
  for (const [width, student] of [
    [390, demoAccounts.meera],
    [1280, demoAccounts.asha],
  ] as const) {
    it(`at ${width} px: reached from the notifications page, a choice is saved at once and kept`, async () => {
      let opened: E2ePage | undefined;
      try {
        opened = await openPage(browser, server.url, width);
        const { page } = opened;
        await loginAs(page, student.email, demoPassword);
        await page.goto('/dashboard/notifications');
        await page.getByRole('link', { name: 'Notification settings' }).click();
        await page.waitForURL('**/dashboard/notifications/settings');
        await page.getByRole('heading', { name: 'Notification settings', level: 1 }).waitFor();
        const mail = page.getByRole('combobox', { name: 'Feedback and grades: E-mail' });
        expect(await mail.inputValue()).toBe('immediately');
        // A teacher's kinds are not a student's to choose.
        expect(await page.getByRole('combobox', { name: /^New hand-ins/ }).count()).toBe(0);

        const saved = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/notifications/preferences/') &&
            response.request().method() === 'PUT',
        );
        await mail.selectOption('daily');
        expect((await saved).status()).toBe(200);
        await page.getByText('Saved.').first().waitFor();
        await page.mouse.move(0, 0);
        await expectNoSeriousAxeViolations(page);
        if (process.env.E2E_SHOTS) {
          await page.screenshot({ path: `${process.env.E2E_SHOTS}/settings-${width}.png`, fullPage: true });
        }

        await page.reload();
        await page.getByRole('combobox', { name: 'Feedback and grades: E-mail' }).waitFor();
        expect(await page.getByRole('combobox', { name: 'Feedback and grades: E-mail' }).inputValue()).toBe(
          'daily',
        );
        // No sideways scrolling on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened?.close();
      }
    });
  }
});

describe('notifications: one unsubscribe page for every mail', () => {
  const words = preferencesUi.unsubscribe;

  for (const [width, kind, guardianMail] of [
    [390, 'announcement', 'weekly'],
    [1280, 'teacher_reminder', 'absence'],
  ] as const) {
    it(`at ${width} px: a notification mail's link and an older guardian mail's link each ask, then stop`, async () => {
      const { db } = server.deps.database;
      const [student] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, demoAccounts.asha.email));
      const [guardian] = await db
        .select({ studentId: guardians.studentId, email: guardians.email })
        .from(guardians)
        .where(sql`lower(${guardians.email}) = ${demoAccounts.parent.email}`);
      const links = server.deps.unsubscribeLinks;
      const opened = await openPage(browser, server.url, width);
      try {
        const { page } = opened;
        const notificationToken = links.sign({ for: 'notifications', userId: student.id, kinds: [kind] });
        await openHydrated(page, `/unsubscribe?token=${notificationToken}`);
        await page.getByText(/^Stop e-mails about: /).waitFor();
        await page.screenshot({ path: `/tmp/unsubscribe-ask-${width}.png`, fullPage: true });
        await page.getByRole('button', { name: words.confirm }).click();
        await page.getByText(/^Done: no more e-mails about /).waitFor();
        await expectNoSeriousAxeViolations(page);
        await page.screenshot({ path: `/tmp/unsubscribe-done-${width}.png`, fullPage: true });

        // A guardian mail sent before every mail had one link: its page address leads to the same page.
        const guardianToken = links.sign({ for: 'guardian', ...guardian, kind: guardianMail });
        await openHydrated(page, `/guardian-mail/off?token=${guardianToken}`);
        await page.waitForURL((url) => url.pathname === '/unsubscribe');
        await page.getByText(words.settingsHint.guardian).waitFor();
        await page.screenshot({ path: `/tmp/unsubscribe-guardian-${width}.png`, fullPage: true });
        await page.getByRole('button', { name: words.confirm }).click();
        await page.getByText(/^Done: no more e-mails about /).waitFor();
        const guardianApi = await apiAs(server.url, demoAccounts.parent.email);
        const settings = await guardianApi<Record<string, boolean>>(
          'GET',
          `/guardian/children/${guardian.studentId}/mail-settings/`,
        );
        expect(settings[guardianMail === 'weekly' ? 'weekly_summary' : 'absence_mail']).toBe(false);

        // The same link again says so; a broken one says it is not valid.
        await page.reload();
        await page.getByText(words.already).waitFor();
        await openHydrated(page, `/unsubscribe?token=${guardianToken}x`);
        await page.getByText(words.invalid).waitFor();
        expect(opened.errors.filter((error) => !/404/.test(error))).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }
});
