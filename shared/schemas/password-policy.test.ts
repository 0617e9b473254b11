import { describe, expect, it } from 'vitest';
import { loginRequest, strongPassword } from './auth';

const refusal = (password: string) => {
  const result = strongPassword.safeParse(password);
  return result.success ? null : result.error.issues[0].message;
};

describe('the password policy for a new password', () => {
  it('accepts a long passphrase without digits or capitals', () => {
    expect(refusal('correct horse battery staple')).toBeNull();
    expect(refusal('a'.repeat(128))).toBeNull();
  });

  it('refuses fewer than 12 characters, even with letters and digits', () => {
    expect(refusal('password1')).toBe('Password is too weak: use at least 12 characters.');
  });

  it('refuses more than 128 characters', () => {
    expect(refusal('a'.repeat(129))).toBe('Password is too long: use at most 128 characters.');
  });

  it('refuses a common password of the shipped list, whatever its case', () => {
    for (const common of ['qwertyuiop123', '1q2w3e4r5t6y', 'QAZWSXEDCRFV']) {
      expect(refusal(common), common).toBe(
        'Password is too weak: it is one of the most common passwords. Choose another.',
      );
    }
  });
});

describe('the sign-in request', () => {
  it('refuses a password longer than any that can be set, before it is hashed', () => {
    expect(loginRequest.safeParse({ username: 'a@b.c', password: 'a'.repeat(128) }).success).toBe(true);
    expect(loginRequest.safeParse({ username: 'a@b.c', password: 'a'.repeat(129) }).success).toBe(false);
  });
});
