import { describe, expect, it } from 'vitest';
import { formatDollars, formatRupees } from './format-money';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const amounts = [
  0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 12_000, 20_000, 99_999, 100_000, 120_000, 999_999, 1_000_000,
  1_234_567, 12_345_678, 123_456_789, 1_234_567_890, 74.5, 75.5, 899.49, 899.5, 0.4, -0.4, -5, -1_200,
  -120_000,
];

describe('money as the site prints it', () => {
  it('prints rupees with Indian grouping, as Intl does', () => {
    expect(formatRupees(120_000)).toBe('₹1,20,000');
    for (const amount of amounts) expect(formatRupees(amount), String(amount)).toBe(rupees.format(amount));
  });

  it('prints dollars with thousands grouping, as Intl does', () => {
    expect(formatDollars(1_234_567)).toBe('$1,234,567');
    for (const amount of amounts) expect(formatDollars(amount), String(amount)).toBe(dollars.format(amount));
  });
});
