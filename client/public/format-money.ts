/**
 * Whole-currency amounts as the site prints them. Grouped by hand rather than with
 * Intl.NumberFormat: the first Intl formatter a page makes loads the browser's locale data, a long
 * task on a slow phone, and these two formats are all the public pages need
 * (format-money.test.ts holds them to Intl's output).
 */
function grouped(amount: number, indian: boolean): string {
  const digits = String(Math.round(Math.abs(amount)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  // Indian grouping: thousands, then lakhs and crores in pairs of digits (1,20,000).
  const size = indian ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return [...groups, lastThree].join(',');
}

const signOf = (amount: number) => (amount < 0 ? '-' : '');

/** ₹20,000 */
export const formatRupees = (amount: number) => `${signOf(amount)}₹${grouped(amount, true)}`;
/** $900 */
export const formatDollars = (amount: number) => `${signOf(amount)}$${grouped(amount, false)}`;
