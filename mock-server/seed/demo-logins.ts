import { demoAccounts, demoPassword } from './demo-accounts';

/** The demo logins as a small table for the start-up banner (README.md lists the same). */
export function demoLoginsTable(): string {
  const passwordWidth = demoPassword.length + 2;
  const rows = Object.values(demoAccounts).map((account) => {
    const note =
      account.role === 'admin'
        ? 'admin, the academy at /admin'
        : account.role === 'teacher'
          ? 'teacher, both batches'
          : 'children' in account
            ? `guardian of ${account.children.map((child) => demoAccounts[child].firstName).join(', ')}, at /family`
            : `student, ${account.batch}${'lapsed' in account ? ', subscription lapsed' : ''}`;
    return `  ${account.email.padEnd(20)} ${demoPassword.padEnd(passwordWidth)} ${note}`;
  });
  return [`  ${'e-mail'.padEnd(20)} ${'password'.padEnd(passwordWidth)} account`, ...rows].join('\n');
}
