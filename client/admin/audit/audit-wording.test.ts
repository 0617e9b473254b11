import { describe, expect, it } from 'vitest';
import { auditDetails } from './audit-wording';

describe('auditDetails', () => {
  it('names batches by their name, lists arrays, and marks empty values', () => {
    expect(
      auditDetails({
        details: {
          from: { id: 2, name: 'JEE 10B' },
          to: { id: 1, name: 'Olympiad 9A' },
          fields: ['email', 'address'],
          valid_until: null,
          invited: true,
        },
      }),
    ).toBe('from: JEE 10B, to: Olympiad 9A, fields: email and address, valid until: —, invited: true');
  });

  it('is empty when nothing was recorded beside the action', () => {
    expect(auditDetails({ details: {} })).toBe('');
  });
});
