/** The day (YYYY-MM-DD) of `instant` in UTC, the zone valid_until is kept in. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * The valid_until a one-click renewal sets: one month after the subscription's last day, or after
 * today when it has lapsed or never started, so a renewal never gives less than a month. The day of
 * the month is kept, or the month's last day when it is shorter (31 Jan -> 28 Feb).
 */
export function renewedUntil(validUntil: string | null, today: Date): string {
  const todayDay = utcDay(today);
  const from = validUntil && validUntil > todayDay ? validUntil : todayDay;
  const [year, month, day] = from.split('-').map(Number);
  const lastDayOfNextMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return utcDay(new Date(Date.UTC(year, month, Math.min(day, lastDayOfNextMonth))));
}
