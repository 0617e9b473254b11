import { describe, expect, it } from 'vitest';
import { renewedUntil } from './renewal';

describe('renewedUntil', () => {
  const today = new Date('2026-11-23T22:30:00Z');

  it('adds a month to a subscription still running', () => {
    expect(renewedUntil('2026-12-10', today)).toBe('2027-01-10');
  });

  it('counts a month from today when the subscription lapsed, ends today or never began', () => {
    expect(renewedUntil('2026-01-05', today)).toBe('2026-12-23');
    expect(renewedUntil('2026-11-23', today)).toBe('2026-12-23');
    expect(renewedUntil(null, today)).toBe('2026-12-23');
  });

  it("keeps to the next month's last day when it is shorter", () => {
    expect(renewedUntil('2027-01-31', today)).toBe('2027-02-28');
    expect(renewedUntil('2028-01-31', today)).toBe('2028-02-29');
    expect(renewedUntil('2027-12-31', today)).toBe('2028-01-31');
  });
});
