import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('learn2026');
    expect(await verifyPassword('learn2026', stored)).toBe(true);
    expect(await verifyPassword('learn2027', stored)).toBe(false);
  });

  it('never stores the password itself, and salts each hash', async () => {
    const first = await hashPassword('learn2026');
    const second = await hashPassword('learn2026');
    expect(first).not.toContain('learn2026');
    expect(first).not.toBe(second);
    expect(first.startsWith('scrypt$')).toBe(true);
  });

  it('refuses a stored value that is not an scrypt hash', async () => {
    expect(await verifyPassword('learn2026', 'learn2026')).toBe(false);
  });
});
