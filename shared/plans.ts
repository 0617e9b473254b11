/** The two payment plans of the pricing page (docs/behaviour.md#pricing-and-fees). */
export const plans = [
  { id: '6month', duration: '6 Months', indian: 20000, nriUSD: 900, months: 12 },
  { id: '1month', duration: '1 Month (one-time use only)', indian: 3500, nriUSD: 100, months: 1 },
] as const;
export type Plan = (typeof plans)[number];

/**
 * The foreign per-month figure is the dollar price over `months`, rounded. The 6-month plan carries
 * months = 12 although its label says 6 Months; both readings are kept (docs/behaviour.md#pricing-and-fees).
 */
export function perMonthUSD(plan: Plan): number {
  return Math.round(plan.nriUSD / plan.months);
}

export const homeCountry = 'IN';
