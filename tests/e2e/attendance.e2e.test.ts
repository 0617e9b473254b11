import type { Browser, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoBatches, demoPassword } from '../../mock-server/seed/demo-accounts';
import { apiAs } from './support/api-as';
import { type E2ePage, expectNoSeriousAxeViolations, loginAs, openPage } from './support/browser';
import type { E2eServer } from './support/e2e-server';
import { startE2eSuite } from './support/e2e-suite';

let server: E2eServer;
let browser: Browser;
startE2eSuite((suite) => {
  ({ server, browser } = suite);
});

type Batch = { id: number; name: string };

/** A class of Olympiad 9A (Asha and Rohan) that started a few minutes ago, made for one test. */
async function startedOlympiadClass(topic: string) {
  const teacherApi = await apiAs(server.url, demoAccounts.teacher.email);
  const batches = await teacherApi<Batch[]>('GET', '/teacher/batches/');
  const olympiad = batches.find((batch) => batch.name === demoBatches.olympiad) as Batch;
  const body = {
    topic,
    batch_id: olympiad.id,
    start_time: new Date(Date.now() + 60 * 60_000).toISOString(),
    zoom_link: 'https://zoom.us/j/1234567890',
  };
  const created = await teacherApi<{ id: number }>('POST', '/classes/', body);
  // A new class cannot start in the past; moving it there is an edit, as when a teacher corrects a time.
  await teacherApi('PUT', `/classes/${created.id}/`, {
    ...body,
    start_time: new Date(Date.now() - 5 * 60_000).toISOString(),
  });
  return created;
}

async function closeAll(...pages: E2ePage[]) {
  for (const opened of pages) {
    expect(opened.errors).toEqual([]);
    await opened.close();
  }
}

describe.each([390, 1280] as const)('attendance at %i px', (width) => {
  it('a teacher marks a class with one absence in under five taps; the student and the report show it', async () => {
    const topic = `Attendance check ${width}px`;
    const item = await startedOlympiadClass(topic);
    const teacher = await openPage(browser, server.url, width);
    const rohan = await openPage(browser, server.url, width);
    const asha = await openPage(browser, server.url, width);
    const rohanName = `${demoAccounts.rohan.firstName} ${demoAccounts.rohan.lastName}`;
    try {
      const { page } = teacher;
      await loginAs(page, demoAccounts.teacher.email, demoPassword);
      await page.goto('/teacher/classes');
      const card = page.getByRole('link', { name: `Attendance of ${topic}` });
      await card.waitFor();
      let taps = 0;
      const tap = async (target: Locator) => {
        taps++;
        await target.click();
      };

      await tap(card);
      await page.getByRole('heading', { name: `Attendance: ${topic}` }).waitFor();
      await page.getByText('Attendance not marked yet').waitFor();
      await expectNoSeriousAxeViolations(page);
      await tap(page.getByRole('button', { name: 'All present' }));
      await tap(
        page
          .getByRole('radiogroup', { name: `Attendance of ${rohanName}` })
          .getByRole('radio', { name: 'Absent' }),
      );
      await tap(page.getByRole('button', { name: 'Save attendance' }));
      await page.getByText('Attendance saved.').waitFor();
      await page.getByText('Attendance marked', { exact: true }).waitFor();
      expect(taps).toBeLessThan(5);
      await page.screenshot({ path: `/tmp/attendance-teacher-${width}.png`, fullPage: true });

      await loginAs(rohan.page, demoAccounts.rohan.email, demoPassword);
      await rohan.page.goto('/dashboard/attendance');
      await rohan.page.getByRole('heading', { name: 'My attendance' }).waitFor();
      await rohan.page.getByRole('listitem', { name: new RegExp(`^${topic}, .*: Absent$`) }).waitFor();
      await expectNoSeriousAxeViolations(rohan.page);
      await rohan.page.screenshot({ path: `/tmp/attendance-student-${width}.png`, fullPage: true });

      await loginAs(asha.page, demoAccounts.asha.email, demoPassword);
      await asha.page.goto('/dashboard/progress');
      const section = asha.page.getByRole('region', { name: 'Attendance', exact: true });
      await section.waitFor();
      const ashaApi = await apiAs(server.url, demoAccounts.asha.email);
      const report = await ashaApi<{ attendance: { total: { percentage: number | null } } }>(
        'GET',
        '/student/progress/',
      );
      expect(report.attendance.total.percentage).toBe(100);
      await expect.poll(() => section.getByTestId('attendance-percentage').textContent()).toBe('100%');
      await expectNoSeriousAxeViolations(asha.page);
      await asha.page.screenshot({ path: `/tmp/attendance-report-${width}.png`, fullPage: true });
      const record = await apiAs(server.url, demoAccounts.rohan.email);
      const own = await record<{ classes: { class_id: number; status: string | null }[] }>(
        'GET',
        '/student/attendance/',
      );
      expect(own.classes.find((entry) => entry.class_id === item.id)?.status).toBe('absent');
    } finally {
      await closeAll(teacher, rohan, asha);
    }
  });
});
