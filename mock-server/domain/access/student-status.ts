import type { StudentStatus } from '../../../shared/schemas/admin';

/** Today's date in UTC, YYYY-MM-DD: a subscription covers its `valid_until` day to its UTC end (access.ts). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export function studentStatusOf(
  student: { validUntil: string | null; deactivatedAt: Date | null },
  today = todayUtc(),
): StudentStatus {
  if (student.deactivatedAt) return 'deactivated';
  return student.validUntil !== null && student.validUntil >= today ? 'active' : 'lapsed';
}
