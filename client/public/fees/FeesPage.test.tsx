// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublicRoute } from '../../testing/render-public-route';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * A fee table's body rows, cell by cell: each cell's own text, without the copy of the purpose that
 * a phone shows under the duration.
 */
async function tableRows(caption: string): Promise<string[][]> {
  const region = await screen.findByRole('region', { name: caption });
  const [, ...bodyRows] = within(region).getAllByRole('row');
  return bodyRows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.firstChild?.textContent ?? ''),
  );
}

describe('Fees', () => {
  it('lists the plans of Choose Your Plan in rupees, after the free orientation week', async () => {
    renderPublicRoute('/fees');
    const rows = await tableRows('Fees for students in India');
    expect(rows.map(([duration, fee]) => [duration, fee])).toEqual([
      ['1 Week', 'Free'],
      ['1 Month (one-time use only)', '₹3,500'],
      ['6 Months', '₹20,000'],
    ]);
  });

  it('gives families abroad the same dollar prices and per-month figures as Choose Your Plan', async () => {
    renderPublicRoute('/fees');
    const rows = await tableRows('Fees for students outside India');
    // The 6-month plan runs six months, so its per-month figure is 900 / 6.
    expect(rows.map(([duration, fee, perMonth]) => [duration, fee, perMonth])).toEqual([
      ['1 Month (one-time use only)', '$100', '$100'],
      ['6 Months', '$900', '$150'],
    ]);
  });

  it('keeps the NEET programme free', async () => {
    renderPublicRoute('/fees');
    expect(await tableRows('Fees for the NEET programme')).toEqual([
      ['Full programme', 'Free', 'Free for 12th-class girls in government institutions, material included.'],
    ]);
  });
});
