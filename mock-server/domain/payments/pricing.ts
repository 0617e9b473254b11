import { type Plan, plans } from '../../../shared/plans';
import type { PlanId } from '../../../shared/schemas/payments';

export type Money = { currency: 'INR' | 'USD'; amountMinor: number };

export function planOf(planId: PlanId): Plan {
  return plans.find((plan) => plan.id === planId) as Plan;
}

/** The fee of a plan for a payer in India (rupees) or abroad (dollars), in paise or cents. */
export function feeOf(plan: Plan, foreign: boolean): Money {
  return foreign
    ? { currency: 'USD', amountMinor: plan.nriUSD * 100 }
    : { currency: 'INR', amountMinor: plan.indian * 100 };
}

/** "20000.00": the amount as a UPI link and a bank statement write it. */
export const decimalAmount = (amountMinor: number) => (amountMinor / 100).toFixed(2);

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` plus whole months, kept to the last day of a shorter month (31 January + 1 month: 28 February). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The days a plan bought today covers: from the day after `valid_until` while it still runs, else
 * from today, for the plan's months; the last day is the new `valid_until`.
 */
export function coverageOf(validUntil: string | null, today: string, months: number) {
  const from = validUntil !== null && validUntil >= today ? isoDay(Date.parse(validUntil) + dayMs) : today;
  return { from, until: isoDay(Date.parse(addMonths(from, months)) - dayMs) };
}

const istOffsetMs = 330 * 60_000;

/** The Indian financial year (April to March, Indian time) an instant falls in, as `2026-27`. */
export function financialYearOf(at: Date): string {
  const local = new Date(at.getTime() + istOffsetMs);
  const start = local.getUTCMonth() >= 3 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The receipt number: `SA/2026-27/00042`, 16 characters, numbered from 1 each financial year. */
export function receiptNumberOf(financialYear: string, serial: number): string {
  return `SA/${financialYear}/${String(serial).padStart(5, '0')}`;
}
