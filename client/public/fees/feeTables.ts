/** Fee plans of the fees page (duration, fee, purpose); fees in rupees, 0 means free. */
export const indianFees = [
  {
    duration: '1 Week',
    fee: 0,
    purpose: 'Orientation week before selection: live classes, assignments and feedback.',
  },
  {
    duration: '1 Month',
    fee: 3500,
    purpose: 'One-time trial month after selection, before committing to a term.',
  },
  {
    duration: '6 Months',
    fee: 20000,
    purpose: 'Term fee: 3 live classes a week, assignments, tests and parent progress reports.',
  },
  {
    duration: '12 Months',
    fee: 38000,
    purpose: 'Full academic year paid at once, saving ₹2,000 on two terms.',
  },
];

export const neetFees = [
  {
    duration: 'Full programme',
    fee: 0,
    purpose: 'Free for 12th-class girls in government institutions, material included.',
  },
];

/** For families living outside India: dollar fees with the monthly equivalent. */
export const nriFees = [
  { duration: '1 Month', fee: 100, perMonth: 100, purpose: 'One-time trial month after selection.' },
  {
    duration: '6 Months',
    fee: 900,
    perMonth: 150,
    purpose: 'Term fee, classes timed for Gulf and Asia time zones.',
  },
  { duration: '12 Months', fee: 1700, perMonth: 142, purpose: 'Full academic year paid at once.' },
];
