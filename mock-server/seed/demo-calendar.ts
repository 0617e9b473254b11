const dayMs = 86_400_000;

/** Midnight UTC of the day `days` after `from`. */
export function utcDay(from: Date, days = 0): Date {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()) + days * dayMs);
}

/** YYYY-MM-DD of the UTC day `days` after `from`. */
export function isoDay(from: Date, days = 0): string {
  return utcDay(from, days).toISOString().slice(0, 10);
}

/** The instant `days` after `from` at the given UTC time of day. */
export function atUtc(from: Date, days: number, hours: number, minutes = 0): Date {
  return new Date(utcDay(from, days).getTime() + (hours * 60 + minutes) * 60_000);
}
