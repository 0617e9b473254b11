/** How often a payment awaiting verification is asked about: the staff take minutes, not seconds. */
export const statusPollMs = 5000;
