/** The two payment plans of the pricing page (docs/behaviour.md#pricing-and-fees). */
export const plans = [
  { id: '6month', duration: '6 Months', indian: 20000, nriUSD: 900, months: 6 },
  { id: '1month', duration: '1 Month (one-time use only)', indian: 3500, nriUSD: 100, months: 1 },
] as const;
export type Plan = (typeof plans)[number];

/** The foreign per-month figure is the dollar price over the months the plan runs, rounded. */
export function perMonthUSD(plan: Plan): number {
  return Math.round(plan.nriUSD / plan.months);
}

export const homeCountry = 'IN';
