import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../accounts/auth-user';
import { hasActiveSubscription, subscriptionEndsAt } from './access';

const student = (validUntil: string | null): AuthUser => ({
  id: 1,
  role: 'student',
  email: 's@example.test',
  firstName: 'Sam',
  lastName: 'Tester',
  batchId: 1,
  validUntil,
});

describe('a subscription', () => {
  it('runs to the end of its valid_until day, UTC', () => {
    const user = student('2031-03-10');
    expect(subscriptionEndsAt(user)).toEqual(new Date('2031-03-11T00:00:00Z'));
    expect(hasActiveSubscription(user, new Date('2031-03-10T23:59:59.999Z'))).toBe(true);
    expect(hasActiveSubscription(user, new Date('2031-03-11T00:00:00Z'))).toBe(false);
  });

  it('has ended when none is set, and never ends for a teacher', () => {
    expect(hasActiveSubscription(student(null), new Date('1990-01-01T00:00:00Z'))).toBe(false);
    const teacher: AuthUser = { ...student(null), role: 'teacher' };
    expect(subscriptionEndsAt(teacher)).toBeNull();
    expect(hasActiveSubscription(teacher)).toBe(true);
  });
});
