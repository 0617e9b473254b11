import { type Plan, perMonthUSD, plans } from '../../../shared/plans';

/** One row of a fees table (docs/behaviour.md#pricing-and-fees); a fee of 0 means free. */
export type FeeRow = { duration: string; fee: number; purpose: string; perMonth?: number };

/** What each paid plan is for; its duration and prices come from the plans of Choose Your Plan. */
const planPurposes: Record<Plan['id'], { india: string; abroad: string }> = {
  '1month': {
    india: 'One-time trial month after selection, before committing to a longer plan.',
    abroad: 'One-time trial month after selection.',
  },
  '6month': {
    india: 'Term fee: 3 live classes a week, assignments, tests and parent progress reports.',
    abroad: 'Term fee, with classes timed for Gulf and Asia time zones.',
  },
};

/** Cheapest first, as a family reads a fees table. */
const paidPlans = [...plans].sort((a, b) => a.indian - b.indian);

/** Fees in rupees for students in India: the free orientation week, then the paid plans. */
export const indianFees: FeeRow[] = [
  {
    duration: '1 Week',
    fee: 0,
    purpose: 'Orientation week before selection: live classes, assignments and feedback.',
  },
  ...paidPlans.map((plan) => ({
    duration: plan.duration,
    fee: plan.indian,
    purpose: planPurposes[plan.id].india,
  })),
];

export const neetFees: FeeRow[] = [
  {
    duration: 'Full programme',
    fee: 0,
    purpose: 'Free for 12th-class girls in government institutions, material included.',
  },
];

/** For families living outside India: the same plans in dollars, with the per-month figure. */
export const nriFees: FeeRow[] = paidPlans.map((plan) => ({
  duration: plan.duration,
  fee: plan.nriUSD,
  perMonth: perMonthUSD(plan),
  purpose: planPurposes[plan.id].abroad,
}));
