import { describe, expect, it } from 'vitest';
import { parseAdminFlags } from './commands';

const student = {
  role: 'student',
  email: 'priya@example.com',
  password: 'priya-starts-2026',
  'first-name': 'Priya',
  'last-name': 'Sen',
};

const problem = (name: string, flags: Record<string, string | undefined>) => {
  try {
    parseAdminFlags(name, flags);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('admin command lines', () => {
  it('accept a complete user:create, trimming the names', () => {
    expect(parseAdminFlags('user:create', { ...student, 'first-name': ' Priya ' }).input).toMatchObject({
      role: 'student',
      'first-name': 'Priya',
    });
  });

  it('name the first problem of a wrong one', () => {
    expect(problem('user:remove', {})).toBe('Unknown command "user:remove".');
    expect(problem('user:create', { ...student, role: 'owner' })).toBe(
      '--role must be student, teacher or admin.',
    );
    expect(problem('user:create', { ...student, email: 'priya' })).toBe('--email must be an e-mail address.');
    expect(problem('user:create', { ...student, password: 'short' })).toMatch(/password is too weak/i);
    expect(problem('user:create', { ...student, 'last-name': undefined })).toBe('Missing --last-name.');
    expect(problem('batch:create', { name: '  ' })).toBe('--name must not be empty.');
    expect(problem('batch:create', { name: 'JEE 11A', email: 'x@y.z' })).toBe(
      'batch:create takes no --email flag.',
    );
    expect(problem('student:renew', { email: 'a@b.c', 'valid-until': '31/12/2027' })).toBe(
      '--valid-until must be a real date written YYYY-MM-DD.',
    );
  });
});
