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

/** ₹20,000 */
export const formatRupees = (amount: number) => rupees.format(amount);
/** $900 */
export const formatDollars = (amount: number) => dollars.format(amount);
