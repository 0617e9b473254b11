import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginThrottle } from './login-throttle';

describe('login throttle', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('blocks an e-mail after the allowed failures, whatever its case, until the window passes', () => {
    const throttle = createLoginThrottle({ maxFailures: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterSeconds('asha@demo.school')).toBe(0);
      throttle.recordFailure('Asha@Demo.School');
    }
    expect(throttle.retryAfterSeconds('asha@demo.school')).toBe(60);
    expect(throttle.retryAfterSeconds('rohan@demo.school')).toBe(0);
    vi.advanceTimersByTime(45_000);
    expect(throttle.retryAfterSeconds('ASHA@demo.school')).toBe(15);
    vi.advanceTimersByTime(15_000);
    expect(throttle.retryAfterSeconds('asha@demo.school')).toBe(0);
  });

  it('forgets the failures after a successful login', () => {
    const throttle = createLoginThrottle({ maxFailures: 2, windowSeconds: 60 });
    throttle.recordFailure('asha@demo.school');
    throttle.recordSuccess('asha@demo.school');
    throttle.recordFailure('asha@demo.school');
    expect(throttle.retryAfterSeconds('asha@demo.school')).toBe(0);
  });
});
