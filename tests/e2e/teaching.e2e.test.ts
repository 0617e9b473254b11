import { inflateSync } from 'node:zlib';
import ICAL from 'ical.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoBatches, demoPassword } from '../../mock-server/seed/demo-accounts';
import { apiAs } from './support/api-as';
import { followAreaLink } from './support/area-navigation';
import { type E2ePage, expectNoSeriousAxeViolations, loginAs, openPage } from './support/browser';
import type { E2eServer } from './support/e2e-server';
import { startE2eSuite } from './support/e2e-suite';

let server: E2eServer;
let browser: Browser;
startE2eSuite((suite) => {
  ({ server, browser } = suite);
});

/** Opens a signed-in page at `path` and waits until the socket of `channel` is open. */
async function openSignedIn(
  width: 390 | 1280,
  email: string,
  path: string,
  channel: RegExp,
): Promise<E2ePage> {
  const opened = await openPage(browser, server.url, width);
  await loginAs(opened.page, email, demoPassword);
  const socket = opened.page.waitForEvent('websocket', (ws) => channel.test(new URL(ws.url()).pathname));
  await opened.page.goto(path);
  await socket;
  return opened;
}

async function closeAll(...pages: (E2ePage | undefined)[]) {
  for (const opened of pages) {
    expect(opened?.errors ?? []).toEqual([]);
    await opened?.close();
  }
}

type Batch = { id: number; name: string };

/** A homework of Olympiad 9A (Asha and Rohan) made for one test, so runs at both widths never meet. */
async function olympiadHomework(title: string) {
  const teacherApi = await apiAs(server.url, demoAccounts.teacher.email);
  const batches = await teacherApi<Batch[]>('GET', '/teacher/batches/');
  const olympiad = batches.find((batch) => batch.name === demoBatches.olympiad) as Batch;
  return teacherApi<{ id: number; title: string }>('POST', '/homework/', {
    title,
    due_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    batch_ids: [olympiad.id],
    subject: 'Maths',
  });
}

/** The pages of a PDF and the text of its /Title (Chromium writes document.title there). */
function readPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
  const chunks: string[] = [text];
  // Object streams may hold the info dictionary: inflate every stream to look inside them too.
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      chunks.push(inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1'));
    } catch {
      // Not a deflated stream (an image, say): nothing to read in it.
    }
  }
  const all = chunks.join('\n');
  const hex = all.match(/\/Title\s*<([0-9A-Fa-f]+)>/)?.[1];
  const literal = all.match(/\/Title\s*\(((?:\\.|[^\\)])*)\)/)?.[1];
  let title = literal ?? '';
  if (hex) {
    const bytes = Buffer.from(hex, 'hex');
    title =
      bytes[0] === 0xfe && bytes[1] === 0xff
        ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
        : bytes.toString('latin1');
  }
  return { pages, title };
}

describe.each([1280, 390] as const)('teaching features at %i px', (width) => {
  const suffix = `${width}px`;

  it("counts pending reviews on the teacher's home, live, and links to the submissions", async () => {
    const item = await olympiadHomework(`Pending check ${suffix}`);
    const teacher = await openSignedIn(width, demoAccounts.teacher.email, '/teacher', /^\/ws\/homework\/$/);
    try {
      const { page } = teacher;
      const panel = page.getByRole('region', { name: 'Pending Submissions' });
      await panel
        .getByText(/awaiting review|No submissions are waiting/)
        .first()
        .waitFor();
      expect(await panel.getByRole('link', { name: new RegExp(item.title) }).count()).toBe(0);

      const rohanApi = await apiAs(server.url, demoAccounts.rohan.email);
      await rohanApi('POST', '/submissions/', {
        homework: item.id,
        drive_link: 'https://drive.google.com/file/d/rohan',
      });
      const entry = panel.getByRole('link', { name: new RegExp(item.title) });
      await entry.getByText('1 awaiting review').waitFor();
      await expectNoSeriousAxeViolations(page);
      await entry.click();
      await page.waitForURL(`**/teacher/homework/${item.id}/submissions`);
      await page
        .getByRole('heading', {
          name: `${demoAccounts.rohan.firstName} ${demoAccounts.rohan.lastName} (${demoBatches.olympiad})`,
        })
        .waitFor();
    } finally {
      await closeAll(teacher);
    }
  });

  it("shows who has not submitted, and 'Remind' reaches that student's dashboard live", async () => {
    const item = await olympiadHomework(`Reminder check ${suffix}`);
    const rohanApi = await apiAs(server.url, demoAccounts.rohan.email);
    await rohanApi('POST', '/submissions/', {
      homework: item.id,
      drive_link: 'https://drive.google.com/file/d/r2',
    });
    const asha = await openSignedIn(width, demoAccounts.asha.email, '/dashboard', /^\/ws\/batch\/\d+\/$/);
    const teacher = await openSignedIn(
      width,
      demoAccounts.teacher.email,
      `/teacher/homework/${item.id}/submissions`,
      new RegExp(`^/ws/homework/${item.id}/$`),
    );
    try {
      const { page } = teacher;
      await page.getByText('1 of 2 submitted').waitFor();
      const missing = page.getByRole('region', { name: 'Not submitted (1)' });
      const ashaName = `${demoAccounts.asha.firstName} ${demoAccounts.asha.lastName}`;
      await missing.getByText(ashaName).waitFor();
      await expectNoSeriousAxeViolations(page);

      await page.getByLabel('Batch').selectOption({ label: demoBatches.olympiad });
      await page.getByText('1 of 2 submitted').waitFor();

      await missing.getByRole('button', { name: `Remind ${ashaName}` }).click();
      await missing.getByRole('button', { name: `${ashaName} reminded` }).waitFor();
      await page.screenshot({ path: `/tmp/teach-missing-${width}.png`, fullPage: true });
      await asha.page.getByText(new RegExp(`Reminder: "${item.title}" is due`)).waitFor();
      await expectNoSeriousAxeViolations(asha.page);
    } finally {
      await closeAll(teacher, asha);
    }
  });

  it('gives the student a private calendar link that a calendar parser reads, and a reset that ends the old one', async () => {
    const asha = await openPage(browser, server.url, width);
    try {
      const { page } = asha;
      await loginAs(page, demoAccounts.asha.email, demoPassword);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await page.goto('/dashboard/profile');
      const panel = page.getByRole('region', { name: 'Calendar feed' });
      const link = panel.getByLabel('Calendar link');
      await expect.poll(() => link.inputValue()).toMatch(/\/cal\/[\w-]+\.ics$/);
      const url = await link.inputValue();
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `/tmp/teach-profile-${width}.png`, fullPage: true });

      await panel.getByRole('button', { name: 'Copy link' }).click();
      await page.getByText('Calendar link copied.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      expect(await panel.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
        url.replace(/^http:/, 'webcal:'),
      );

      const feed = await page.request.get(url);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
      const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
      expect(events.some((event) => event.uid.startsWith('class-'))).toBe(true);
      expect(events.some((event) => event.summary.startsWith('Homework due: '))).toBe(true);
      for (const event of events) expect(event.startDate.zone).toBe(ICAL.Timezone.utcTimezone);

      await panel.getByRole('button', { name: 'Reset link' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('The current link stops working at once.', { exact: false }).waitFor();
      await expectNoSeriousAxeViolations(page);
      await confirm.getByRole('button', { name: 'Reset link' }).click();
      await expect.poll(() => link.inputValue()).not.toBe(url);
      expect((await page.request.get(url)).status()).toBe(404);
      expect((await page.request.get(await link.inputValue())).status()).toBe(200);
    } finally {
      await closeAll(asha);
    }
  });

  it('prints the progress report to a PDF of at most two pages, and the teacher reaches it from the student list', async () => {
    const asha = await openPage(browser, server.url, width);
    const teacher = await openPage(browser, server.url, width);
    const ashaName = `${demoAccounts.asha.firstName} ${demoAccounts.asha.lastName}`;
    try {
      const { page } = asha;
      await loginAs(page, demoAccounts.asha.email, demoPassword);
      await followAreaLink(page, 'Student area', 'Progress');
      await page.getByRole('heading', { name: `Progress report: ${ashaName}` }).waitFor();
      await page.getByText(`Batch: ${demoBatches.olympiad}`, { exact: false }).waitFor();
      const summary = page.getByRole('region', { name: 'Homework by subject', exact: true });
      await summary.getByRole('table').waitFor();
      await expectTableFits(summary.getByRole('table'));
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `/tmp/teach-progress-${width}.png`, fullPage: true });
      expect(await page.title()).toContain(ashaName);

      const pdf = readPdf(await page.pdf({ format: 'A4', printBackground: true }));
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.pages).toBeLessThanOrEqual(2);
      expect(pdf.title).toContain(ashaName);
      await printedCounts(page);

      await loginAs(teacher.page, demoAccounts.teacher.email, demoPassword);
      await followAreaLink(teacher.page, 'Teacher area', 'Students');
      await teacher.page.getByRole('heading', { name: 'Students' }).waitFor();
      await expectTableFits(teacher.page.getByRole('table'));
      await expectNoSeriousAxeViolations(teacher.page);
      await teacher.page.getByRole('link', { name: `Progress report of ${ashaName}` }).click();
      await teacher.page.getByRole('heading', { name: `Progress report: ${ashaName}` }).waitFor();
      await expectNoSeriousAxeViolations(teacher.page);
      await teacher.page.goto('/teacher/students/2147483000/progress');
      await teacher.page.getByText('There is no such student in your batches.').waitFor();
    } finally {
      await closeAll(asha, teacher);
    }
  });
});

/** A table as wide as its frame at most: no column (grades, the report link) is cut off on a phone. */
async function expectTableFits(table: Locator) {
  const [tableWidth, frameWidth] = await table.evaluate((element) => [
    element.scrollWidth,
    element.parentElement?.clientWidth ?? 0,
  ]);
  expect(tableWidth).toBeLessThanOrEqual(frameWidth);
}

/** The summary table shows what the server counts, so the printed figures are the report's. */
async function printedCounts(page: Page) {
  const ashaApi = await apiAs(server.url, demoAccounts.asha.email);
  const report = await ashaApi<{
    subjects: { subject: string | null; on_time: number; late: number; missing: number }[];
  }>('GET', '/student/progress/');
  const rows = page.getByRole('region', { name: 'Homework by subject', exact: true }).getByRole('row');
  expect(await rows.count()).toBe(report.subjects.length + 1);
  for (const [index, group] of report.subjects.entries()) {
    const cells = await rows
      .nth(index + 1)
      .getByRole('cell')
      .allTextContents();
    expect(cells.slice(0, 4)).toEqual([
      group.subject ?? 'Other',
      String(group.on_time),
      String(group.late),
      String(group.missing),
    ]);
  }
}
