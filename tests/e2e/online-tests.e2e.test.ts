import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoBatches, demoPassword } from '../../mock-server/seed/demo-accounts';
import { type E2ePage, loginAs, openPage } from './support/browser';
import { inclineDiagramPng } from './support/diagram-png';
import type { E2eServer } from './support/e2e-server';
import { startE2eSuite } from './support/e2e-suite';

let server: E2eServer;
let browser: Browser;
startE2eSuite((suite) => {
  ({ server, browser } = suite);
});

/** E2E_SHOTS_DIR=<folder> keeps a picture of each screen, to look at what a person sees. */
async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

const diagramAlt = 'A stone dropped from a cliff, falling straight down.';

/** The question's image is shown whole, never wider than the screen, and the page does not scroll sideways. */
async function expectImageFits(page: Page, width: number) {
  // The newest question comes first in the bank, which may hold the other width's copy too.
  const image = page.getByRole('img', { name: diagramAlt }).first();
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(1200);
  const box = await image.boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Ticks a Chakra checkbox by its label, as a person does (its input is visually hidden). */
async function tick(checkbox: Locator) {
  await checkbox.locator('xpath=ancestor::label[1]').click();
  expect(await checkbox.isChecked()).toBe(true);
}

describe.each([1280, 390] as const)('online tests at %i px', (width) => {
  const suffix = `${width}px`;
  const title = `JEE mock ${suffix}`;
  const pages: E2ePage[] = [];
  const open = async (email: string) => {
    const opened = await openPage(browser, server.url, width);
    pages.push(opened);
    await loginAs(opened.page, email, demoPassword);
    return opened.page;
  };
  afterAll(async () => {
    for (const opened of pages) {
      expect(opened.errors).toEqual([]);
      await opened.close();
    }
  });

  it('lets a teacher write a numeric and a multiple-correct question with LaTeX and build a test', async () => {
    const page = await open(demoAccounts.teacher.email);
    await page.goto('/teacher/tests');
    await page.getByRole('button', { name: 'Question bank' }).click();

    await page.getByRole('button', { name: 'New question' }).click();
    let dialog = page.getByRole('dialog', { name: 'New question' });
    await dialog.getByLabel('Type').selectOption('numeric');
    await dialog
      .getByLabel('Question')
      .fill('A stone falls from rest for $t = 2\\,\\mathrm{s}$. Its speed in m/s, with $g = 9.8$?');
    await dialog.getByLabel('Answer').fill('19.6');
    await dialog.getByLabel('Tolerance').fill('0.1');
    await dialog.getByLabel('Explanation').fill('$v = gt = 19.6$');
    await dialog.getByLabel('Subject').selectOption('Physics');
    await dialog.getByLabel('Topic').fill(`Kinematics ${suffix}`);
    // The preview renders the math with KaTeX.
    await dialog.locator('.katex').first().waitFor();
    // An image needs its alt text before the question is saved.
    await dialog
      .getByLabel('Image (optional)')
      .setInputFiles({ name: 'cliff.png', mimeType: 'image/png', buffer: inclineDiagramPng() });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Describe the image for those who cannot see it.').first().waitFor();
    await dialog.getByLabel(/Image description/).fill(diagramAlt);
    await shot(page, `teacher-question-image-${width}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'New question' }).click();
    dialog = page.getByRole('dialog', { name: 'New question' });
    await dialog.getByLabel('Type').selectOption('multiple');
    await dialog.getByLabel('Question').fill('Which are roots of $x^2 - 5x + 6 = 0$?');
    for (const [index, option] of ['x = 2', 'x = 3', 'x = -2', 'x = 6'].entries())
      await dialog.getByLabel(`Option ${'ABCD'[index]}`, { exact: true }).fill(option);
    await tick(dialog.getByLabel('Option A is correct'));
    await tick(dialog.getByLabel('Option B is correct'));
    await dialog.getByLabel('Subject').selectOption('Maths');
    await dialog.getByLabel('Topic').fill(`Quadratics ${suffix}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Quadratics ${suffix}`).waitFor();
    expect(await page.locator('article .katex').count()).toBeGreaterThan(0);
    await expectImageFits(page, width);
    await shot(page, `teacher-bank-${width}`);

    await page.getByRole('button', { name: 'Tests', exact: true }).click();
    await page.getByRole('button', { name: 'New test' }).click();
    dialog = page.getByRole('dialog', { name: 'New test' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await tick(dialog.getByRole('checkbox', { name: demoBatches.olympiad }));
    await dialog.getByLabel('Duration (minutes)').fill('30');
    await dialog.getByLabel('Status').selectOption('published');
    await dialog.getByLabel('Section 1 title').fill('Physics');
    await tick(dialog.getByRole('checkbox', { name: new RegExp(`Kinematics ${suffix}`) }));
    await dialog.getByRole('button', { name: 'Add section' }).click();
    await dialog.getByLabel('Section 2 title').fill('Maths');
    const second = dialog.getByRole('group', { name: 'Section 2' });
    await second.getByLabel('Wrong').fill('-2');
    await tick(second.getByRole('checkbox', { name: /Partial marks/ }));
    await tick(second.getByRole('checkbox', { name: new RegExp(`Quadratics ${suffix}`) }));
    await shot(page, `teacher-test-form-${width}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: title });
    await card.getByText('Published').waitFor();
    await card.getByText('8 marks', { exact: false }).waitFor();
    await shot(page, `teacher-tests-${width}`);
  });

  it('lets a student take it, answers kept through a lost connection, and see the result', async () => {
    const page = await open(demoAccounts.asha.email);
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Open tests' }).getByText(title).waitFor();
    await page.goto('/dashboard/tests');
    await page.getByRole('article', { name: title }).getByRole('link', { name: 'Start test' }).click();
    await page.getByRole('button', { name: 'Start test' }).click();

    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    await page.locator('.katex').first().waitFor();
    await page.getByLabel('Your answer (a number)').fill('19.6');
    await page.getByLabel('Your answer (a number)').press('Enter');
    await page.getByText('All answers saved').waitFor();
    await page.getByRole('button', { name: 'Question 1, answered' }).waitFor();
    await expectImageFits(page, width);
    await shot(page, `student-question-1-${width}`);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Question 2' }).waitFor();
    await page.getByRole('checkbox', { name: 'x = 2', exact: true }).check();
    await page.getByText('All answers saved').waitFor();

    // The connection drops: the answer stays on the device and is saved once back.
    await page.context().setOffline(true);
    await page.getByRole('checkbox', { name: 'x = 2', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'x = 3', exact: true }).check();
    await page.getByText(/Offline: 1 answer kept on this device/).waitFor();
    await shot(page, `student-offline-${width}`);
    await page.context().setOffline(false);
    await page.getByText('All answers saved').waitFor();

    // A reload resumes where the student was, with every answer.
    await page.reload();
    await page.getByRole('button', { name: 'Maths' }).click();
    await page.getByRole('button', { name: 'Question 2, answered' }).click();
    expect(await page.getByRole('checkbox', { name: 'x = 3', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'x = 2', exact: true }).isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Submit test' }).click();
    await page
      .getByRole('alertdialog', { name: 'Submit test' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await page.waitForURL(/\/dashboard\/tests\/results\/\d+$/);
    // Numeric right (4); one of the two correct options, with partial marks (1).
    await page.getByText('5 / 8').first().waitFor();
    await page.getByText('Correct answer:').first().waitFor();
    await expectImageFits(page, width);
    await shot(page, `student-result-${width}`);
  });

  it('lets a second student get the numeric question wrong and skip the other', async () => {
    const page = await open(demoAccounts.rohan.email);
    await page.goto('/dashboard/tests');
    await page.getByRole('article', { name: title }).getByRole('link', { name: 'Start test' }).click();
    await page.getByRole('button', { name: 'Start test' }).click();
    await page.getByLabel('Your answer (a number)').fill('12');
    await page.getByLabel('Your answer (a number)').press('Enter');
    await page.getByText('All answers saved').waitFor();
    await page.getByRole('button', { name: 'Submit test' }).click();
    await page
      .getByRole('alertdialog', { name: 'Submit test' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await page.waitForURL(/\/dashboard\/tests\/results\/\d+$/);
    await page.getByText('-1 / 8').first().waitFor();
  });

  it('shows the teacher scores and statistics, and a dropped question regrades both attempts', async () => {
    const page = await open(demoAccounts.teacher.email);
    await page.goto('/teacher/tests');
    const card = page.getByRole('article', { name: title });
    await card.getByText('0 in progress · 2 submitted').waitFor();
    await card.getByRole('link', { name: 'Attempts' }).click();
    const asha = page.getByRole('row', { name: /Asha Verma/ });
    const rohan = page.getByRole('row', { name: /Rohan Iyer/ });
    const total = async (row: Locator) => (await row.getByRole('cell').nth(-2).textContent())?.trim();
    await rohan.waitFor();
    expect(await total(asha)).toBe('5');
    expect(await total(rohan)).toBe('-1');

    await page.getByRole('heading', { name: 'Score distribution' }).waitFor();
    const numeric = page.getByRole('article', { name: /Question 1/ });
    await numeric.getByText('50% correct').waitFor();
    await numeric.getByText('Wrong answers given: 12 (1)').waitFor();
    await expectImageFits(page, width);
    const multiple = page.getByRole('article', { name: /Question 2/ });
    await multiple.getByText('0% correct').waitFor();
    await shot(page, `teacher-statistics-${width}`);

    // Dropping the multiple-correct question gives both full marks on it: 5 -> 8 and -1 -> 3.
    await multiple.getByRole('button', { name: 'Drop question' }).click();
    await page
      .getByRole('alertdialog', { name: 'Drop question' })
      .getByRole('button', { name: 'Drop' })
      .click();
    await multiple.getByText('Dropped', { exact: true }).waitFor();
    await expect.poll(() => total(asha)).toBe('8');
    await expect.poll(() => total(rohan)).toBe('3');
    await shot(page, `teacher-attempts-${width}`);
  });
});
